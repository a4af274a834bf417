/** Texts of spec §8 the lifecycle answers with, so the browser and server say the same. */
export const lifecycleMessages = {
  alreadySubmitted: 'Your Application has been already submitted',
  withdrawFailed: 'Failed to withdraw the application. Please try again later.',
  deleteFailed: 'The Service could not be deleted. Please try again later.',
  submissionError: 'An error occurred while submitting the application.',
  notSubmitted: 'Application not submitted.',
} as const;
