// What the site shows of a branch, without the validation library: the footer on every page uses it.

/** One telephone number of a branch; `mobile` marks the one a member can message. */
export interface BranchPhone {
  number: string;
  mobile: boolean;
}

/** A branch or office of the bank, as /Branches, the footer and the contact page show it. */
export interface Branch {
  id: number;
  name: string;
  address: string;
  city: string;
  ifsc: string;
  micr: string;
  phones: BranchPhone[];
  emails: string[];
  hours: string;
  latitude: number | null;
  longitude: number | null;
  head_office: boolean;
}

const MOBILE_MARK = /\s*\(mobile\)$/i;

export const nonEmptyLines = (text: string | null | undefined) =>
  String(text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A branch's numbers are typed one a line, the mobile followed by '(mobile)'; stored as typed and
 * answered as a list.
 */
export const phonesFromLines = (text: string | null | undefined): BranchPhone[] =>
  nonEmptyLines(text).map((line) => ({ number: line.replace(MOBILE_MARK, ''), mobile: MOBILE_MARK.test(line) }));

export const phonesToLines = (phones: readonly BranchPhone[]) =>
  phones.map((phone) => (phone.mobile ? `${phone.number} (mobile)` : phone.number)).join('\n');

export const emailsFromLines = (text: string | null | undefined): string[] => nonEmptyLines(text);

/** The head office's or a branch's desk numbers and its mobile, as the footer and contact page list them. */
export const deskPhones = (branch: Pick<Branch, 'phones'>) =>
  branch.phones.filter((phone) => !phone.mobile).map((phone) => phone.number);
export const mobilePhones = (branch: Pick<Branch, 'phones'>) =>
  branch.phones.filter((phone) => phone.mobile).map((phone) => phone.number);

/** An OpenStreetMap address for a branch's coordinates: a link, so no map script or tile is loaded. */
export const mapLinkOf = (branch: Pick<Branch, 'latitude' | 'longitude'>) =>
  branch.latitude == null || branch.longitude == null
    ? null
    : `https://www.openstreetmap.org/?mlat=${branch.latitude}&mlon=${branch.longitude}#map=17/${branch.latitude}/${branch.longitude}`;
