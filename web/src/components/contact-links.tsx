/** A phone number as a tel: address: digits and a leading plus only. */
export const telephone = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

const mailto = (email: string) => `mailto:${email}`;

function JoinedLinks({ values, href }: { values: readonly string[]; href: (value: string) => string }) {
  return values.map((value, index) => (
    <span key={value}>
      {index > 0 && ', '}
      <a href={href(value)}>{value}</a>
    </span>
  ));
}

/** An office's phone numbers, each a tel: link, separated by commas. */
export function PhoneLinks({ phones }: { phones: readonly string[] }) {
  return <JoinedLinks values={phones} href={telephone} />;
}

/** An office's e-mail addresses, each a mailto: link, separated by commas. */
export function EmailLinks({ emails }: { emails: readonly string[] }) {
  return <JoinedLinks values={emails} href={mailto} />;
}

/** A text the bank wrote, ended with a full stop unless it already ends a sentence. */
export const sentence = (text: string) => (/[.!?।]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
