/** The translation key of a refused address (the contracts' validateEmail): required, or not an address. */
export const emailErrorKey = (error: 'required' | 'invalid') => (error === 'required' ? 'common.errors.required' : 'common.errors.invalidEmail');
