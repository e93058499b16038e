import type { ReactNode } from 'react';
import { ShellLayout } from '../shell/ShellLayout';
import { StandaloneLayout } from '../shell/StandaloneLayout';

// Pages framed in stories as the route table frames them in the app.

export const inShell = (page: ReactNode) => () => <ShellLayout>{page}</ShellLayout>;

export const standalone = (page: ReactNode) => () => <StandaloneLayout>{page}</StandaloneLayout>;

export const framedStandalone = (page: ReactNode) => () => <StandaloneLayout framed>{page}</StandaloneLayout>;
