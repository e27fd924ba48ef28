/**
 * The taglines of the language assistance page: in each of the languages members most often speak, a line
 * in that language saying that language help is free and how to ask for it (the notice section 1557 of the
 * Affordable Care Act asks health plans to give, after HHS's sample taglines). They are not translated with
 * the rest of the copy: each is in its own language, whatever language the page is in.
 */
export interface Tagline {
  /** BCP 47 tag of the tagline's language. */
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /** The language's name in that language. */
  readonly name: string;
  readonly text: (phone: string) => string;
}

export const TAGLINES: readonly Tagline[] = [
  { lang: 'es', dir: 'ltr', name: 'Español', text: (phone) => `ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al ${phone} (TTY: 711).` },
  { lang: 'zh-Hant', dir: 'ltr', name: '繁體中文', text: (phone) => `注意：如果您使用繁體中文，您可以免費獲得語言援助服務。請致電 ${phone}（TTY：711）。` },
  { lang: 'vi', dir: 'ltr', name: 'Tiếng Việt', text: (phone) => `CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn. Gọi số ${phone} (TTY: 711).` },
  { lang: 'ko', dir: 'ltr', name: '한국어', text: (phone) => `주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다. ${phone} (TTY: 711) 번으로 전화해 주십시오.` },
  { lang: 'ru', dir: 'ltr', name: 'Русский', text: (phone) => `ВНИМАНИЕ: Если вы говорите на русском языке, то вам доступны бесплатные услуги перевода. Звоните ${phone} (телетайп: 711).` },
  { lang: 'uk', dir: 'ltr', name: 'Українська', text: (phone) => `УВАГА! Якщо ви розмовляєте українською мовою, ви можете звернутися до безкоштовної служби мовної підтримки. Телефонуйте за номером ${phone} (телетайп: 711).` },
  { lang: 'ar', dir: 'rtl', name: 'العربية', text: (phone) => `ملحوظة: إذا كنت تتحدث العربية، فإن خدمات المساعدة اللغوية تتوافر لك بالمجان. اتصل برقم ${phone} (رقم هاتف الصم والبكم: 711).` },
  { lang: 'fa', dir: 'rtl', name: 'فارسی', text: (phone) => `توجه: اگر به زبان فارسی گفتگو می کنید، تسهیلات زبانی بصورت رایگان برای شما فراهم می باشد. با ${phone} (TTY: 711) تماس بگیرید.` },
  { lang: 'tl', dir: 'ltr', name: 'Tagalog', text: (phone) => `PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa ${phone} (TTY: 711).` },
  { lang: 'ja', dir: 'ltr', name: '日本語', text: (phone) => `注意事項：日本語を話される場合、無料の言語支援をご利用いただけます。${phone}（TTY: 711）まで、お電話にてご連絡ください。` },
  { lang: 'ro', dir: 'ltr', name: 'Română', text: (phone) => `ATENȚIE: Dacă vorbiți limba română, vă stau la dispoziție servicii de asistență lingvistică, gratuit. Sunați la ${phone} (TTY: 711).` },
  { lang: 'so', dir: 'ltr', name: 'Af-Soomaali', text: (phone) => `FIIRO GAAR AH: Haddii aad ku hadasho Af-Soomaali, adeegyada caawimaada luuqadda, oo bilaash ah, ayaa laguu heli karaa. Wac ${phone} (TTY: 711).` },
  { lang: 'fr', dir: 'ltr', name: 'Français', text: (phone) => `ATTENTION : Si vous parlez français, des services d'aide linguistique vous sont proposés gratuitement. Appelez le ${phone} (ATS : 711).` },
  { lang: 'de', dir: 'ltr', name: 'Deutsch', text: (phone) => `ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlos sprachliche Hilfsdienstleistungen zur Verfügung. Rufnummer: ${phone} (TTY: 711).` },
  { lang: 'pt', dir: 'ltr', name: 'Português', text: (phone) => `ATENÇÃO: Se fala português, encontram-se disponíveis serviços linguísticos, grátis. Ligue para ${phone} (TTY: 711).` },
];
