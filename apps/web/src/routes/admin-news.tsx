import { createFileRoute } from '@tanstack/react-router';
import { AdminNewsPage } from '../features/admin-news/admin-news-page';

export const Route = createFileRoute('/admin-news')({ component: AdminNewsPage });
