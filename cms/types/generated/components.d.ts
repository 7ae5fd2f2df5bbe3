import type { Schema, Struct } from '@strapi/strapi';

export interface RatesCharge extends Struct.ComponentSchema {
  collectionName: 'components_rates_charges';
  info: {
    description: 'A service charge, or a penal charge with its reason.';
    displayName: 'Charge';
  };
  attributes: {
    charge: Schema.Attribute.String & Schema.Attribute.Required;
    kind: Schema.Attribute.Enumeration<['service', 'penal']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'service'>;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    reason: Schema.Attribute.Text;
  };
}

export interface RatesDepositRate extends Struct.ComponentSchema {
  collectionName: 'components_rates_deposit_rates';
  info: {
    description: 'One deposit product and tenure band of a rate schedule.';
    displayName: 'Deposit rate';
  };
  attributes: {
    general_rate: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 20;
          min: 0;
        },
        number
      >;
    minimum_balance: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    product: Schema.Attribute.String & Schema.Attribute.Required;
    senior_rate: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          max: 20;
          min: 0;
        },
        number
      >;
    tenure_from_days: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    tenure_to_days: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
  };
}

export interface RatesLoanRate extends Struct.ComponentSchema {
  collectionName: 'components_rates_loan_rates';
  info: {
    description: 'One loan scheme of a rate schedule: its rate or range and fee.';
    displayName: 'Loan rate';
  };
  attributes: {
    note: Schema.Attribute.Text;
    processing_fee: Schema.Attribute.String;
    rate_from: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 20;
          min: 0;
        },
        number
      >;
    rate_to: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          max: 20;
          min: 0;
        },
        number
      >;
    scheme: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'rates.charge': RatesCharge;
      'rates.deposit-rate': RatesDepositRate;
      'rates.loan-rate': RatesLoanRate;
    }
  }
}
