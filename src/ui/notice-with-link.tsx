import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Notice } from './notice';
import base from './button-base.module.css';
import buttons from './buttons.module.css';

/** A notice that something is missing, with the one link that puts it right. No MUI. */
export function NoticeWithLink(props: { to: string; label: string; children: ReactNode }) {
  return (
    <Notice
      severity="info"
      action={
        <RouterLink to={props.to} className={`${base.base} ${buttons.button}`}>
          {props.label}
        </RouterLink>
      }
    >
      {props.children}
    </Notice>
  );
}
