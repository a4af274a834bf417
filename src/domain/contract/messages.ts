/**
 * The server's user-visible messages with their stable codes (issue 20). Every envelope whose
 * Message (or field error's message) is one of these carries `Code` (and `Params` for the variable
 * parts), so the browser shows it in the user's language from the `server` catalog area
 * (`server.<code>`), and falls back to the English Message for a code it does not know.
 *
 * The English texts stay exactly as they were (clients and tests read them). A template's
 * `{name}` stands for a variable part; `{subject}` is the field a validation message names,
 * read into the params `subject` (body, query, params, headers, or wholeBody, wholeQuery,
 * wholeParams, wholeHeaders when no field is named) and `field`. A code with more than one
 * English form (singular / plural) lists every form.
 *
 * Codes never change once published; add a new code for a new message.
 */
import { actionRules, applicationActions } from '../applications/actions';
import { applicationStates, stateLabels } from '../applications/states';
import { pastTense } from '../applications/transition';

export const serverMessages = {
  // Generic
  success: 'Success',
  'generic.unexpected': 'An unexpected error occurred. Please try again later.',
  'generic.notFound': 'Not found',
  'generic.forbidden': 'You are not allowed to do this.',
  'generic.invalidRequest': 'Invalid request',
  'session.expired': 'Session expired',
  'health.databaseUnavailable': 'Database unavailable',

  // The request itself
  'request.invalidJson': 'Request body is not valid JSON',
  'request.emptyJson': 'Request body is empty',
  'request.unsupportedType': 'Unsupported Content-Type',
  'request.tooLarge': 'Request body is too large',
  'request.invalidContentLength': 'Invalid Content-Length',
  'request.badAddress': 'The address is not valid',
  'request.addressTooLong': 'The address is too long',
  'request.xsrf': 'Invalid or missing XSRF token. Reload the page and try again.',
  'request.sandboxLocalOnly':
    'The developer sandboxes answer only on the machine the portal runs on.',
  'request.notMultipart': 'Send the file as multipart/form-data',
  'request.badMultipart': 'The upload is not a valid multipart/form-data body',

  // Validation of a request's fields (the subject names the field)
  'validation.unknownField': [
    "Unknown field '{field}' is not allowed",
    "Unknown query parameter '{field}' is not allowed",
    "Unknown path parameter '{field}' is not allowed",
    "Unknown header '{field}' is not allowed",
  ],
  'validation.required': '{subject} is required',
  'validation.type': '{subject} must be of type {type}',
  'validation.empty': '{subject} must not be empty',
  'validation.minLength': '{subject} must be at least {limit} characters',
  'validation.maxLength': '{subject} must be at most {limit} characters',
  'validation.format': '{subject} must be a valid {format}',
  'validation.finite': '{subject} must be a finite number',
  'validation.minimum': '{subject} must be at least {limit}',
  'validation.maximum': '{subject} must be at most {limit}',
  'validation.enum': '{subject} must be one of: {values}',
  'validation.badCharacter':
    '{subject} contains a character that is not allowed (NUL or an unpaired surrogate)',
  'validation.tooDeep': '{subject} is nested too deeply (at most {limit} levels)',

  // Sign-in and account
  'account.invalidLogin': 'Please enter valid Email and password',
  'account.loginSuccessful': 'Login successful',
  'account.loggedOut': 'Logged out successfully',
  'account.tokenGenerated': 'Token generated',
  'account.languageSaved': 'Language saved',
  'account.lockedAddress': [
    'Too many failed sign-in attempts from this address. Try again in {minutes} minute.',
    'Too many failed sign-in attempts from this address. Try again in {minutes} minutes.',
  ],
  'account.locked': [
    'Account temporarily locked after too many failed sign-in attempts. Try again in {minutes} minute.',
    'Account temporarily locked after too many failed sign-in attempts. Try again in {minutes} minutes.',
  ],
  'account.ownAccountOnly': 'You can only access your own account.',
  'account.userNotFound': 'User not found',

  // Single-window (MAITRI) sign-in
  'maitri.invalid': 'The single-window token is not valid. Start again from the MAITRI portal.',
  'maitri.expired': 'The single-window token has expired. Start again from the MAITRI portal.',
  'maitri.mismatch':
    'The single-window details do not match the token ({field}). Start again from the MAITRI portal.',
  'maitri.unknownUser': 'This MAITRI user is not linked to a portal account. Contact the helpdesk.',
  'maitri.inactive':
    'The portal account linked to this MAITRI user is not active. Contact the helpdesk.',
  'maitri.used':
    'This single-window link has already been used. Start again from the MAITRI portal.',

  // Password reset and change
  'password.resetLinkSent': 'Password reset link has been sent to your registered Email Id',
  'password.resetLinkRecent':
    'A reset link was sent recently. Please check your e-mail or try again later.',
  'password.emailNotRegistered': 'Email Id is not registered with MIDC',
  'password.resetDone': 'Password has been reset. Please sign in with the new password.',
  'password.resetLinkInvalid':
    'This password reset link is invalid or has expired. Please request a new one.',
  'password.policy':
    'Password must be 8 to 128 characters long and contain an upper-case letter, a lower-case letter, a digit and a special character.',
  'password.changed': 'Password changed. Your other sessions have been signed out.',
  'password.mustDiffer': 'The new password must differ from the current one.',
  'password.currentIncorrect': 'The current password is incorrect.',

  // Profile, contact change, OTP
  'profile.updated': 'Profile updated.',
  'profile.companyNameSaved': 'Company name saved.',
  'profile.companyNameChanged': 'Company name changed.',
  'profile.companyNameExists':
    'A company name is already saved for this account. Change it instead.',
  'profile.companyNameMissing': 'No company name is saved for this account yet. Save one first.',
  'profile.saveCompanyNameFirst': 'Save the company name first.',
  'profile.mainAccountOnly': 'Only the main (investor) account can change company details.',
  'profile.companyNameRequired': 'Company name is required',
  'profile.companyNameTooLong': 'Company name must be at most {limit} characters',
  'profile.companyNameWebAddress':
    'Company name must not contain a web address (put a space after a dot)',
  'profile.unknownField': 'Unknown field',
  'profile.atMostCharacters': 'At most {limit} characters',
  'profile.pincode': 'Enter a 6-digit PIN code',
  'profile.lettersOnly': 'Use letters only',
  'profile.tin': 'Enter the 11-digit TIN',
  'profile.pan': 'Enter a PAN such as AABCD1234E',
  'profile.phoneDigits': 'Use 6 to 15 digits',
  'profile.gstin': 'Enter a 15-character GSTIN such as 27AABCD1234E1Z5',
  'contact.invalidEmail': 'Invalid email address',
  'contact.invalidMobile': 'Enter a 10-digit Indian mobile number (starting with 6, 7, 8 or 9)',
  'otp.sent': 'An OTP has been sent to {to}.',
  'otp.wait': 'Please wait {seconds} seconds before requesting another OTP.',
  'otp.incorrect': 'The OTP entered is incorrect or expired. Please try again.',
  'otp.resendFailed': 'Failed to resend OTP. Please try again later.',
  'otp.emailFailed': 'Email Could not be changed, Check if email you have entered Exists or Not',
  'otp.mobileFailed': 'Mobile Number Could not be changed, Please try again!',
  'otp.tooManyAttempts': 'Too many incorrect attempts. Please request a new OTP.',
  'otp.emailChanged': 'Email changed successfully.',
  'otp.mobileChanged': 'Mobile number changed successfully.',

  // Users and rights
  'users.alreadyExists': 'A user with this e-mail address already exists.',
  'users.nameRequired': 'Name is required',
  'users.nameTooLong': 'Name must be at most {limit} characters',
  'users.nameCharacters': 'Name may contain only letters, spaces, dots, apostrophes and hyphens',
  'users.nameWebAddress': 'Name must not contain a web address (put a space after a dot)',
  'users.invitationLimit':
    'Too many invitations have been sent from your account. Please try again later.',
  'users.verificationSent': 'Verification link sent to {email}.',
  'users.rightsSaved': 'Department rights saved.',
  'users.saved': 'User saved.',
  'users.deleted': 'User deleted.',
  'users.newLinkSent': 'A new verification link has been sent.',
  'users.alreadyVerified': 'This user has already verified the account.',
  'users.linkRecent': 'A link was sent recently. Please try again later.',
  'users.verified': 'Your account is verified. You can now sign in.',
  'users.missingRight': 'Your department rights do not include {department} ({id}).',
  'users.verifyLinkInvalid':
    'This verification link is invalid or has expired. Ask the main user of your account to send a new one.',
  'users.noPlotAccess': 'You are not allowed to view plots.',

  // Plots and their registration
  'plots.notFound': 'Plot not found',
  'plots.registrationNotSaved': 'The plot registration was not saved.',
  'plots.registrationNotFound': 'Plot registration not found',
  'plots.alreadyRegistered':
    'This plot is already registered on the portal, or waiting for verification.',
  'plots.ownPlotsOnly': 'A plot holder registers their own plots.',
  'plots.registerWho': 'Only the plot holder or the corporation can register a plot.',
  'plots.noHolder': 'No active plot-holder account has this e-mail.',
  'plots.holderEmailRequired': "Enter the plot holder's account e-mail.",
  'plots.notAField': 'Not a field of this form',
  'plots.chooseArea': 'Choose an industrial area from the list.',
  'plots.letterOfAnother':
    'This file is the letter of another registration. Please upload the letter again.',
  'plots.cancelWho': 'Only the plot holder can cancel a registration.',
  'plots.verifiedNotCancellable': 'A verified plot cannot be cancelled.',
  'plots.alreadyCancelled': 'This registration has already been cancelled.',
  'plots.verifyWho': 'Only corporation staff verify plot registrations.',
  'plots.rejectRemarkRequired': 'A remark is required to reject a registration.',
  'plots.rejectRemarkHint': 'Please tell the plot holder why it is rejected.',
  'plots.factsOnlyOnVerify': 'Plot facts are recorded only when a registration is verified.',
  'plots.factsOnlyWhenVerifying': 'Plot facts are recorded only when verifying.',
  'plots.possessionBeforeAllotment': 'The possession date cannot be before the allotment date.',
  'plots.noLongerPending': 'This registration is no longer pending ({status}).',
  'plots.registered':
    'Plot registered. It will open for services once the corporation verifies it.',
  'plots.registrationCancelled': 'Plot registration cancelled',
  'plots.verified': 'Plot verified',
  'plots.registrationRejected': 'Plot registration rejected',
  'plots.notApproved': 'Services can be requested only on a plot whose registration is approved.',

  // Applications
  'applications.notFound': 'Application not found',
  'applications.notFoundDot': 'Application not found.',
  'applications.draftSaved': 'Draft saved',
  'applications.draftNotSaved': 'The draft could not be saved.',
  'applications.notSubmitted': 'Application not submitted.',
  'applications.submitted': 'Application submitted successfully',
  'applications.alreadySubmitted': 'Your Application has been already submitted',
  'applications.withdrawFailed': 'Failed to withdraw the application. Please try again later.',
  'applications.deleteFailed': 'The Service could not be deleted. Please try again later.',
  'applications.withdrawn': 'Application withdrawn',
  'applications.cancelled': 'Application cancelled',
  'applications.draftDeleted': 'Draft deleted',
  'applications.updated': 'Application updated',
  'applications.setAsideSeen': 'Set-aside answers marked as seen',
  'applications.draftChanged':
    'This draft was changed in another tab or by another user after you opened it. Compare the two versions and choose which to keep.',
  'applications.draftExists':
    'A draft of this service already exists for this plot ({submissionId}); resume it instead.',
  'applications.otherTarget': 'Application {submissionId} is for {service} on plot {plot}',
  'applications.formChanged':
    'The form has changed (now version {version}). Reload it and check your answers.',
  'applications.unknownService': "Unknown service '{service}'",
  'applications.noDefinition': 'No definition is stored for this application',
  'applications.remarksRequired': 'Remarks are required to seek a clarification or to reject.',
  'applications.remarksHint': 'Please enter the remarks for the applicant.',
  'applications.staffCannotFile': 'Corporation users can view applications but not file them.',
  'applications.otherHolder': 'This application belongs to another plot holder.',
  'applications.noDepartmentRight': 'You do not have the department rights for this service.',
  'applications.directSubmit': 'This service is submitted directly; it is not saved as a draft.',
  'applications.draftFirst': 'Save this application as a draft before submitting it.',
  'applications.notCancellable': 'This service cannot be cancelled once approved.',
  // Refusals of the state machine (src/domain/applications/transition.ts): `action` and
  // `actionDone` are read back into the action's key, `state` into the state's key, so the browser
  // says them in the user's language.
  'applications.actionNotAllowed': 'You are not allowed to {action} this application.',
  'applications.closedState': 'This application is {state} and closed.',
  'applications.cannotInState': 'The application is {state}; it cannot be {actionDone}.',
  'applications.unknownStateOrAction': 'Unknown state or action: {from} / {requested}.',
  'applications.unknownStep': "Unknown step '{step}' of {service}",

  // Answers of a form, checked on the server as in the browser
  'forms.required': 'This field is required',
  'forms.fileLinkNotFound': 'File Not found. Please try linking another file',
  'fees.missingAnswer': 'The fee cannot be worked out without this answer',
  'fees.missingPlotFacts':
    'The fee cannot be worked out: the plot record lacks {facts}. Please contact the regional office.',

  // Uploads
  'uploads.fileUploaded': 'File uploaded',
  'uploads.fileDeleted': 'File deleted',
  'uploads.fileNotFound': 'File not found',
  'uploads.fileRequired': "Field 'file' is required",
  'uploads.empty': 'The file is empty',
  // Before uploads.acceptedTypes and the next one, which would read the end of this one.
  'uploads.notRealFile':
    "The file '{name}' is not a real {type} file: its content is not a recognised document or image. Accepted file types: {types}",
  'uploads.contentDiffers': "The file '{name}' is not a real {type} file: its content is {actual}.",
  'uploads.wrongExtension':
    "The file name '{name}' does not end in an accepted extension ({extensions}). Accepted file types: {types}",
  'uploads.unknownSlot': "Unknown upload slot '{slot}' of {service}",
  'uploads.acceptedTypes': 'Accepted file types: {types}',
  'uploads.tooLarge': 'The file must not be larger than {size}',
  'uploads.partOfApplication':
    'The file is part of application {submissionId} and cannot be deleted.',
  'uploads.letterOfPlot':
    'The file is the letter of authority of plot {plot} and cannot be deleted.',
  'uploads.quota':
    'Your uploaded files take {used} MB of the {quota} MB a plot holder may keep. Delete files you no longer need, then upload again.',

  // Payments
  'payments.notPayable': 'This application is not waiting for a payment.',
  'payments.billNotFound': 'No unpaid water bill has this tracking id.',
  'payments.billPaid': 'This water bill is already paid.',
  'payments.unknownTds': "Unknown TDS section '{section}'.",
  'payments.openWithTds':
    'A payment of {amount} with TDS under section {section} is already open for this application. Continue that payment, or choose other terms once the gateway has closed it.',
  'payments.openNoTds':
    'A payment of {amount} without TDS is already open for this application. Continue that payment, or choose other terms once the gateway has closed it.',
  'payments.off':
    'Online payment is not available at the moment. Please try again later or contact the help desk.',
  'payments.noReceipt': 'A receipt is issued only for a successful payment.',
  'payments.gatewaySilent': 'The payment gateway did not answer. Please check again later.',
  'payments.gatewayUnsigned': "The payment gateway's answer could not be verified.",
  'payments.tooManyAttempts': 'Too many payment attempts. Please try again in a few minutes.',
  'payments.responseRefused': 'The payment response was refused.',
  'payments.callbacksThrottled':
    'Too many refused payment responses from this address. Please try again in a few minutes.',
  'payments.signInToSee': 'Sign in to see this payment.',
  'payments.transactionNotFound': 'Transaction not found.',

  // Notifications, help, feedback
  'notifications.notFound': 'Notification not found',
  'notifications.markedRead': 'Marked as read',
  'notifications.preferencesSaved': 'Notification preferences saved',
  'help.documentNotFound': 'Document not found',
  'feedback.empty': "Field 'Message' must not be empty",
  'feedback.writeIt': 'Please write your feedback',
  'feedback.thanks': 'Thank you for your feedback',
} as const satisfies Record<string, string | readonly string[]>;

export type ServerMessageCode = keyof typeof serverMessages;

/** Values of a message's variable parts. */
export type MessageParams = Record<string, string | number>;

/** A message's code and the values of its variable parts. */
export interface CodedMessage {
  Code: ServerMessageCode;
  Params?: MessageParams;
}

// The field a validation message names, as validation.ts and input-guard.ts write it.
const SUBJECTS: [RegExp, string][] = [
  [/^Field '(.*)'$/s, 'body'],
  [/^Query parameter '(.*)'$/s, 'query'],
  [/^Path parameter '(.*)'$/s, 'params'],
  [/^Header '(.*)'$/s, 'headers'],
  [/^Request body$/, 'wholeBody'],
  [/^Field$/, 'wholeBody'],
  [/^Query parameter$/, 'wholeQuery'],
  [/^Path parameter$/, 'wholeParams'],
  [/^Header$/, 'wholeHeaders'],
];
const UNKNOWN_PARTS = ['body', 'query', 'params', 'headers'];
/** Params read as numbers (for plural forms). */
const NUMERIC = new Set(['minutes', 'seconds', 'limit', 'version', 'id']);

/**
 * Params whose English words name a key the browser translates: an action's label ('ask for
 * payment on') or past tense ('withdrawn') → 'requestPayment' / 'withdraw', a state's label
 * ('under scrutiny') → 'UnderScrutiny'. A word that names no key stays as it came.
 */
const READERS: Record<string, (value: string) => string> = {
  action: (value) => keyOf(value, (a) => actionRules[a].label, applicationActions),
  actionDone: (value) => keyOf(value, (a) => pastTense[a], applicationActions),
  state: (value) => keyOf(value, (s) => stateLabels[s], applicationStates),
};

function keyOf<K extends string>(value: string, word: (key: K) => string, keys: readonly K[]) {
  return keys.find((key) => word(key).toLowerCase() === value.toLowerCase()) ?? value;
}

interface Matcher {
  code: ServerMessageCode;
  variant: number;
  regex: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(code: ServerMessageCode, template: string, variant: number): Matcher {
  const names: string[] = [];
  const source = template
    .split(/(\{[a-zA-Z]+\})/)
    .map((piece) => {
      const name = /^\{([a-zA-Z]+)\}$/.exec(piece)?.[1];
      if (!name) return escape(piece);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { code, variant, regex: new RegExp(`^${source}$`, 's'), names };
}

let exact: Map<string, CodedMessage> | null = null;
let patterns: Matcher[] | null = null;

function build() {
  exact = new Map();
  patterns = [];
  for (const [code, value] of Object.entries(serverMessages) as [
    ServerMessageCode,
    string | readonly string[],
  ][]) {
    const forms = typeof value === 'string' ? [value] : value;
    forms.forEach((form, variant) => {
      if (form.includes('{')) patterns!.push(compile(code, form, variant));
      else if (!exact!.has(form)) exact!.set(form, { Code: code });
    });
  }
}

function subjectParams(subject: string): MessageParams | null {
  for (const [regex, name] of SUBJECTS) {
    const match = regex.exec(subject);
    if (match) return { subject: name, field: match[1] ?? '' };
  }
  return null;
}

/** The code (and params) of an English server message, or null for a message without one. */
export function codeOfMessage(message: string): CodedMessage | null {
  if (!exact || !patterns) build();
  const found = exact!.get(message);
  if (found) return found;
  for (const matcher of patterns!) {
    const match = matcher.regex.exec(message);
    if (!match) continue;
    const params: MessageParams = {};
    let ok = true;
    matcher.names.forEach((name, index) => {
      const value = match[index + 1]!;
      if (name === 'subject') {
        const read = subjectParams(value);
        if (read) Object.assign(params, read);
        else ok = false;
      } else if (NUMERIC.has(name)) {
        params[name] = /^\d+$/.test(value) ? Number(value) : value;
      } else params[name] = READERS[name]?.(value) ?? value;
    });
    if (!ok) continue;
    if (matcher.code === 'validation.unknownField') params.part = UNKNOWN_PARTS[matcher.variant]!;
    return { Code: matcher.code, Params: params };
  }
  return null;
}
