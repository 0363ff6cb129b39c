import { createRootRoute } from '@tanstack/react-router';
import { AppLayout } from '../features/layout/app-layout';

export const Route = createRootRoute({ component: AppLayout });
