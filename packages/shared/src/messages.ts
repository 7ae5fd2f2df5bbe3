/** Texts of the sign-in screen, the back-office forms and the API's errors, word for word. Each list
 * resource's own alerts sit with it in resources/. */
export const LOGIN_MESSAGES = {
  required: 'Please Enter The Email And Password',
  invalidEmail: 'Please enter a valid email address',
  failed: 'Login failed. Please try again.',
  success: 'Login successful!',
  /** The server's one answer to any wrong e-mail, password or role. */
  badCredentials: 'Invalid email or password',
  /** Told only to one who gave the right password of a blocked back-office account. */
  accountBlocked: 'This account is blocked. Ask an Administrator of the bank to unblock it.',
} as const;

export const ADMIN_FORM_MESSAGES = {
  serviceAddIncomplete: 'Please fill in all fields, including an image.',
  serviceUpdateIncomplete: 'Please add required input.',
  rateUpdateIncomplete: 'Please fill in all required fields.',
  negativeInterestRate: 'Interest rate cannot be negative.',
  invalidImageOnEdit: 'Please upload a valid image file (jpg, jpeg, png, gif)',
  invalidAboutImage: 'Please upload a valid image file.',
  aboutSaved: 'Data updated successfully!',
  aboutSaveFailed: 'Failed to update the data.',
  circularSaved: 'Circular added/updated successfully!',
  circularSaveFailed: 'Failed to add/update the circular.',
  circularDeleted: 'Circular deleted successfully!',
  circularDeleteFailed: 'Failed to delete the circular.',
} as const;

/** Server-side texts for errors that are not a form rule. */
export const API_MESSAGES = {
  validation: /*i18n*/ 'Validation failed',
  unauthorized: 'Unauthorized',
  notFound: 'Not Found',
  tooManyRequests: /*i18n*/ 'Too many requests, please try again later.',
  fileTooLarge: 'File too large',
  unsupportedFile: 'Unsupported file type',
  internal: 'Internal Server Error',
  bodyTooLarge: (limit: string) => `The request is larger than ${limit}`,
  bodyTooDeep: (depth: number) => `The request nests objects or lists more than ${depth} deep`,
  circularsHeaderKept: 'The first circulars record is the page header: edit it instead of deleting it.',
  // No form sends one: only a hand-made request puts a list or an object where text goes.
  notText: 'Send this as text, not as a list or an object',
} as const;
