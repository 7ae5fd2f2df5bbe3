import { ADMIN_FORM_MESSAGES, INTEREST_RATE_MIN, INTEREST_RATE_STEP, RESOURCE_RULES } from '@bank/shared';
import { endpointsOf, mediaOf, type ResourceDefinition } from './resource-definition';

type RateProduct = 'deposits' | 'loans';
type Texts = Pick<ResourceDefinition, 'key' | 'route' | 'order' | 'publicPage' | 'title' | 'addLabel' | 'noun'>;

/** Deposits and loans share one shape and one set of rules. */
export function rateProductResource(name: RateProduct, texts: Texts): ResourceDefinition {
  const rule = RESOURCE_RULES[name];
  return {
    ...texts,
    nameKey: 'name',
    // The spec's list columns; the linked product shows in the edit form.
    columns: ['id', 'name', 'details', 'interest_rate', 'image'],
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'details', label: 'Details', kind: 'textarea' },
      {
        name: 'interest_rate',
        label: 'Interest Rate (%)',
        kind: 'number',
        min: INTEREST_RATE_MIN,
        step: INTEREST_RATE_STEP,
        ignoreNegativeOnEdit: true,
        setElsewhereWhen: {
          field: 'rate_product',
          note: 'This card shows its product\'s rate from the rate schedule in force.',
          link: { to: '/AdminPage/InterestRates', label: 'Set in the rate schedule' },
        },
      },
      {
        name: 'rate_product',
        label: 'Rate schedule product',
        kind: 'text',
        hint: 'The product or scheme name in the rate schedule whose rate this card shows; leave empty to set the rate here.',
      },
    ],
    media: mediaOf(rule, { label: 'Image', requiredOnUpdate: true }),
    schema: rule.schema,
    endpoints: endpointsOf(rule),
    alerts: {
      ...rule.alerts,
      invalid: {
        // Add: a negative rate has its own alert; a missing field shows beside the field.
        add: (problems) =>
          problems.interest_rate === ADMIN_FORM_MESSAGES.negativeInterestRate ? ADMIN_FORM_MESSAGES.negativeInterestRate : undefined,
        update: () => ADMIN_FORM_MESSAGES.rateUpdateIncomplete,
      },
      invalidImage: ADMIN_FORM_MESSAGES.invalidImageOnEdit,
      updateFailedToast: true,
    },
    thumbnailPx: 50,
  };
}
