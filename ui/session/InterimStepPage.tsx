import { PageHeading } from '../components/PageHeading';

/**
 * Screens between login and the dashboard that the sign-in issue completes; routing already lands here.
 * The heading is the spec's; the rest of each screen is tracked in the sign-in issue.
 */
export function InterimStepPage({ heading }: { heading: string }) {
  return (
    <section className="auth-card">
      <PageHeading>{heading}</PageHeading>
    </section>
  );
}

export const GroupSelectionPage = () => <InterimStepPage heading="Access your Member Dashboard: Select plan" />;
export const UpdateEmailPage = () => <InterimStepPage heading="Update email" />;
export const RegistrationPoliciesPage = () => <InterimStepPage heading="Welcome to your dental Member Dashboard" />;
export const NewIdPage = () => <InterimStepPage heading="Access your Member Dashboard: New ID" />;
export const ChangePasswordPage = () => <InterimStepPage heading="Change password" />;
