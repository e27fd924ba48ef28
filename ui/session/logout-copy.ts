/** Providence logout page copy (spec section 2). */
export const LOGOUT_COPY = {
  heading: 'Logged out successfully',
  body: 'You have been logged out of your dental Member Dashboard. Where would you like to go next?',
  links: [
    { label: 'Return to your Providence member dashboard', href: '/providence-memberdashboard' },
    { label: 'Dental customer service', href: '/contact-us' },
    { label: 'Health plan customer service', href: '/contact-us#health-plan' },
  ],
} as const;
