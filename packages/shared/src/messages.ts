/** Every user-visible text of the spec's forms, alerts and toasts, word for word (SPEC §5, §8). */
export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email',
  phoneRequired: 'Please enter your phone number ',
  phoneInvalid: 'Invalid Phone Number!',
  subjectRequired: 'Please enter your subject',
  success: 'Thank you for contacting us. We will get back to you soon...!',
} as const;

export const LOGIN_MESSAGES = {
  required: 'Please Enter The Email And Password',
  invalidEmail: 'Please enter a valid email address',
  failed: 'Login failed. Please try again.',
  success: 'Login successful!',
  /** The server's one answer to any wrong e-mail, password or role. */
  badCredentials: 'Invalid email or password',
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
  validation: 'Validation failed',
  unauthorized: 'Unauthorized',
  notFound: 'Not Found',
  tooManyRequests: 'Too many requests, please try again later.',
  fileTooLarge: 'File too large',
  unsupportedFile: 'Unsupported file type',
  internal: 'Internal Server Error',
} as const;

/**
 * Success alerts of the back-office list editors (SPEC §8), word for word. The spec quotes news as
 * 'News/Event Added Successfully', 'Updated', 'Deleted' and those are the texts; management, described
 * only as 'with matching update and delete wording', follows 'New Management Added'.
 */
export const ADMIN_ALERTS = {
  jobs: { added: 'New Job Role Added Successfully', updated: 'Job Role Updated Successfully', deleted: 'Job Role Deleted Successfully' },
  news: { added: 'News/Event Added Successfully', updated: 'Updated', deleted: 'Deleted' },
  services: { added: 'New Service Added', updated: 'Service Updated', deleted: 'Service Deleted' },
  deposits: { added: 'New Deposit Added Successfully', updated: 'Deposit Updated Successfully', deleted: 'Deposit Deleted Successfully' },
  loans: { added: 'New Loan Added Successfully', updated: 'Loan Updated Successfully', deleted: 'Loan Deleted Successfully' },
  awards: { added: 'New Award Added', updated: 'Award Updated', deleted: 'Award Deleted' },
  management: { added: 'New Management Added', updated: 'Management Updated', deleted: 'Management Deleted' },
  gallery: { added: 'New Slider Added', updated: 'Slides Updated', deleted: 'Slide Deleted' },
  documents: { added: 'New Document Added', updated: 'Document Updated', deleted: 'Document Deleted' },
  circulars: {
    added: ADMIN_FORM_MESSAGES.circularSaved,
    updated: ADMIN_FORM_MESSAGES.circularSaved,
    deleted: ADMIN_FORM_MESSAGES.circularDeleted,
  },
} as const;
