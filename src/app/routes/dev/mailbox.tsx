import { createFileRoute } from '@tanstack/react-router';
import { MailboxPage } from '../../features/auth-pages/mailbox-page';

export const Route = createFileRoute('/dev/mailbox')({ component: MailboxPage });
