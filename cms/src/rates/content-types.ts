import type { UID } from '@strapi/strapi';

/** The interest-rate schedules: their own routes (api/rate-schedule), read through the public cache like the lists. */
export const RATE_SCHEDULES = {
  uid: 'api::rate-schedule.rate-schedule' satisfies UID.ContentType,
  /** The glossary of the rows' texts in Marathi and Hindi (rate-texts.ts): one document per distinct English text. */
  texts: 'api::rate-text.rate-text' satisfies UID.ContentType,
  /** The rate products a deposit or loan card can be linked to, by the card's list. */
  cards: { deposits: 'api::deposit.deposit', loans: 'api::loan.loan' } satisfies Record<
    'deposits' | 'loans',
    UID.ContentType
  >,
} as const;
