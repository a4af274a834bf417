/** Moved to the shared ui layer (profile and sub-user verification use it too). */
export { PasswordField } from '@/ui/password-field';
