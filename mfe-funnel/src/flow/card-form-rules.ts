import { validateEmail } from '@mailscout/contracts';

/** The card form's fields that must hold before anything is sent, in the order focus visits them. */
export const CARD_FORM_FIELDS = ['email', 'name', 'terms'] as const;
export type CardFormField = (typeof CARD_FORM_FIELDS)[number];

/** What is wrong with a field: each maps to one message of the checkout's catalogue. */
export type CardFormProblem = 'required' | 'invalidEmail' | 'termsRequired';

export interface CardFormInput {
  billingEmail: string;
  nameOnCard: string;
  agreed: boolean;
}

/**
 * docs/product.md#payment-stage and docs/product.md#validation: the billing email is required and
 * an address, the name on the card is required, and the terms are ticked
 * (docs/decisions.md#receipts-and-terms). Nothing is sent until all of them hold.
 */
export function cardFormProblems({ billingEmail, nameOnCard, agreed }: CardFormInput): Partial<Record<CardFormField, CardFormProblem>> {
  const problems: Partial<Record<CardFormField, CardFormProblem>> = {};
  const email = validateEmail(billingEmail);
  if (!email.ok) problems.email = email.error === 'required' ? 'required' : 'invalidEmail';
  if (!nameOnCard.trim()) problems.name = 'required';
  if (!agreed) problems.terms = 'termsRequired';
  return problems;
}

/** The field focus moves to after a refused submit: the first with a problem, in the form's order. */
export function firstProblem(problems: Partial<Record<CardFormField, CardFormProblem>>): CardFormField | null {
  return CARD_FORM_FIELDS.find((field) => problems[field] !== undefined) ?? null;
}
