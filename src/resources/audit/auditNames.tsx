import type { MouseEvent } from 'react';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../../contract/audit';
import { formatted, personNameOf, staffPathOf, targetPathOf } from './auditValues';

// A link inside a clickable row opens its own page, not the entry's.
const ownClick = (event: MouseEvent) => event.stopPropagation();

/** The entry's target: its kind, its name when the entry kept one, and a link to its page. */
export function AuditTarget({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  if (!entry.targetType) return <>—</>;
  const kind = translate(`app.audit.targets.${entry.targetType}`);
  const name = entry.targetType === 'person' ? personNameOf(entry) : null;
  const label = [kind, name, entry.targetId && (name ? `#${entry.targetId}` : entry.targetId)]
    .filter(Boolean)
    .join(' ');
  const path = targetPathOf(entry);
  return path ? (
    <Link to={path} onClick={ownClick}>
      {label}
    </Link>
  ) : (
    label
  );
}

/** Who acted: their email and role, linked to their staff page; or the server itself. */
export function AuditActor({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  if (!entry.actorEmail || entry.actorId === null) return <>{translate('app.audit.server')}</>;
  return (
    <Link to={staffPathOf(entry.actorId, entry.actorRole)} onClick={ownClick}>
      {`${entry.actorEmail} (${entry.actorRole ?? '—'})`}
    </Link>
  );
}

/** Field labels from the catalogue (the raw name when it has none) and values for people. */
export function useAuditFormat() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const words = { yes: translate('ra.boolean.true'), no: translate('ra.boolean.false') };
  return {
    label: (field: string) => translate(`app.audit.field_names.${field}`, { _: field }),
    value: (value: unknown) => formatted(value, words, locale),
  };
}
