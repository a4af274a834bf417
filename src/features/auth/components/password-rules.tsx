/** Moved to the shared ui layer (profile and sub-user verification use it too). */
export { PasswordRules } from '@/ui/password-rules';
