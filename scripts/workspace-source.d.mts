import type { Alias } from 'vite';

export declare const WORKSPACE_SOURCE_CONDITION: '@partner-insights/source';
export declare function workspaceSourceAliases(): Alias[];
