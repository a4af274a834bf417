/**
 * Development and tests only: RJSF's ajv validator compiling schemas at run time, for a form whose
 * precompiled validators are not there — /demo with unsaved edits, or a fresh clone before its first
 * build. `import.meta.env.DEV` is false in a production build, so the bundler drops this validator
 * and the ajv compiler with it: the production site never generates code (its CSP forbids it).
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import { rjsfAjvOptions } from './rjsf-ajv-options';

export const runtimeValidator = import.meta.env.DEV
  ? customizeValidator(rjsfAjvOptions)
  : undefined;
