export { useCodeFlow, type CodeFlow, type CodeFlowOptions, type CodeFlowChallenge, type CodeFlowFieldTexts, type ChallengeMode, type CodeFlowStep } from './use-code-flow';
export { codeFlowErrorText, type CodeFlowCall, type CodeFlowErrorTexts } from './code-flow-error-text';
export { EmailStep, type EmailStepProps } from './email-step';
export { CodeStep, type CodeStepProps } from './code-step';
export { CodeField } from './code-field';
export { OTP_LENGTH, sanitiseOtp, isCompleteOtp } from './otp';
