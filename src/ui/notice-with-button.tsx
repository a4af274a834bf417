import type { ReactNode } from 'react';
import { Notice } from './notice';
import base from './button-base.module.css';
import buttons from './buttons.module.css';

/** A notice of what went wrong, with the one button that tries to put it right. No MUI. */
export function NoticeWithButton(props: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Notice
      severity="error"
      action={
        <button type="button" className={`${base.base} ${buttons.button}`} onClick={props.onClick}>
          {props.label}
        </button>
      }
    >
      {props.children}
    </Notice>
  );
}
