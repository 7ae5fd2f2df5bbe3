import {
  ADMIN_FORM_MESSAGES,
  INTEREST_RATE_MIN,
  INTEREST_RATE_STEP,
  RATE_PRODUCT_MESSAGES,
  sameProduct,
  scheduleProducts,
  statedRatesWarning,
  type AdminRateSchedule,
} from '@bank/shared';
import { listEditor } from './list-editor';
import type { FieldChoices, ResourceDefinition } from './resource-definition';

type RateProduct = 'deposits' | 'loans';
type Texts = Pick<ResourceDefinition, 'route' | 'order' | 'publicPage' | 'title' | 'addLabel' | 'noun'>;

/** The rate schedules as the schedule editor reads them (the same answer, cached once). */
const RATE_SCHEDULES_PATH = '/admin/rate-schedules';

/** The deposit products or loan schemes of the schedule in force, the ones the server accepts. */
const productsInForce =
  (name: RateProduct) =>
  (answer: unknown): string[] => {
    const inForce = Array.isArray(answer)
      ? (answer as AdminRateSchedule[]).find((schedule) => schedule?.status === 'in_force')
      : undefined;
    return inForce && Array.isArray(inForce.deposits) && Array.isArray(inForce.loans)
      ? scheduleProducts(inForce, name)
      : [];
  };

const rateProductChoices = (name: RateProduct): FieldChoices => ({
  source: RATE_SCHEDULES_PATH,
  options: productsInForce(name),
  noneLabel: RATE_PRODUCT_MESSAGES.none,
  same: sameProduct,
  missingLabel: (stored) => `${stored} (not in the schedule in force)`,
  missingNote: RATE_PRODUCT_MESSAGES.notInSchedule,
});

/** Deposits and loans share one shape and one set of rules; each states its words and places. */
export function rateProductResource(name: RateProduct, texts: Texts): ResourceDefinition {
  return listEditor(name, {
    ...texts,
    // The spec's list columns; the linked product shows in the edit form.
    columns: ['id', 'name', 'details', 'interest_rate', 'image'],
    fields: {
      name: { label: 'Name', kind: 'text' },
      // The rate schedule is the one source of rates: a text that states some is warned of as it is typed.
      details: { label: 'Details', kind: 'textarea', warning: statedRatesWarning },
      interest_rate: {
        label: 'Interest Rate (%)',
        kind: 'number',
        min: INTEREST_RATE_MIN,
        step: INTEREST_RATE_STEP,
        ignoreNegativeOnEdit: true,
        setElsewhereWhen: {
          field: 'rate_product',
          note: "This card shows its product's rate from the rate schedule in force.",
          link: { to: '/AdminPage/InterestRates', label: 'Set in the rate schedule' },
        },
      },
      rate_product: {
        label: 'Rate schedule product',
        kind: 'select',
        choices: rateProductChoices(name),
        hint: `The ${name === 'deposits' ? 'deposit product' : 'loan scheme'} of the rate schedule in force whose rate this card shows; None to set the rate here.`,
      },
    },
    media: { requiredOnUpdate: true },
    alerts: {
      invalid: {
        // Add: a negative rate has its own alert; a missing field shows beside the field.
        add: (problems) =>
          problems.interest_rate === ADMIN_FORM_MESSAGES.negativeInterestRate
            ? ADMIN_FORM_MESSAGES.negativeInterestRate
            : undefined,
        update: () => ADMIN_FORM_MESSAGES.rateUpdateIncomplete,
      },
      invalidImage: ADMIN_FORM_MESSAGES.invalidImageOnEdit,
      updateFailedToast: true,
    },
  });
}
