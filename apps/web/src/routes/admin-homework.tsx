import { createFileRoute } from '@tanstack/react-router';
import { AdminHomeworkPage } from '../features/admin-homework/components/admin-homework-page';

export const Route = createFileRoute('/admin-homework')({ component: AdminHomeworkPage });
