/**
 * Every message id, from the English catalogs (the source texts): a typo in an id fails `tsc`.
 * One catalog per area of the portal, so translators and developers work on separate files.
 */
import type account from './catalogs/en/account.json';
import type common from './catalogs/en/common.json';
import type core from './catalogs/en/core.json';
import type forms from './catalogs/en/forms.json';
import type help from './catalogs/en/help.json';
import type payments from './catalogs/en/payments.json';
import type plots from './catalogs/en/plots.json';
import type scrutiny from './catalogs/en/scrutiny.json';
import type server from './catalogs/en/server.json';
import type shell from './catalogs/en/shell.json';

export type MessageId =
  | keyof typeof account
  | keyof typeof common
  | keyof typeof core
  | keyof typeof forms
  | keyof typeof help
  | keyof typeof payments
  | keyof typeof plots
  | keyof typeof scrutiny
  | keyof typeof server
  | keyof typeof shell;

/** Values for a message's {placeholders}. */
export type MessageValues = Record<string, unknown>;
