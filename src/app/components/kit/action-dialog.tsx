import type { ReactNode } from 'react';
import { needsHint, textLabel, type ActionMeta } from '../../../domain/workflow/action-meta';
import { ConfirmDialog } from './confirm-dialog';
import { TextField } from './text-field';

interface Props {
  /** The chosen action's metadata while its dialog is open. */
  meta: ActionMeta | null;
  open: boolean;
  /** The record's noun, for "Are you sure you want to delete this timesheet?". */
  noun: string;
  text: string;
  canConfirm: boolean;
  onText(value: string): void;
  onConfirm(): void;
  onCancel(): void;
  /** What this action will do to this record, from the record's own data (whom a send mails). */
  detail?: ReactNode;
}

/** The dialog an action's metadata asks for: its reason or evidence, or a confirmation. */
export function ActionDialog({
  meta,
  open,
  noun,
  text,
  canConfirm,
  onText,
  onConfirm,
  onCancel,
  detail,
}: Props) {
  const label = meta?.label ?? '';
  return (
    <ConfirmDialog
      open={open}
      title={label}
      confirmLabel={label}
      tone={meta?.tone}
      canConfirm={canConfirm}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {detail}
      {meta?.needs ? (
        <TextField
          label={textLabel[meta.needs]}
          rows={3}
          value={text}
          onChange={onText}
          hint={needsHint(label, meta.needs, text)}
        />
      ) : (
        <p>
          Are you sure you want to {label.toLowerCase()} this {noun}?
        </p>
      )}
    </ConfirmDialog>
  );
}
