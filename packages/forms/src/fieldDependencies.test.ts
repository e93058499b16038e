import { describe, expect, it } from 'vitest';

import type { FieldDescriptor, FieldOption } from './fieldDescriptor';
import { dependentsOf, isShown, optionsFor } from './fieldDependencies';

/** One list, grouped by the parent's id: issues, their types, and the types' sub-types. */
const issueOptions: FieldOption[] = [
  { id: 2047, title: 'Access request' },
  { id: 1805, title: 'Report issue' },
  { id: 3001, title: 'New access', parentId: 2047 },
  { id: 3002, title: 'Remove access', parentId: 2047 },
  { id: 3101, title: 'Wrong figures', parentId: 1805 },
  { id: 4001, title: 'Report Builder', parentId: 3001 },
];

const fields: FieldDescriptor[] = [
  { id: 'issue', type: 'select', label: 'Issue', options: issueOptions.filter((option) => !option.parentId) },
  { id: 'issueType', type: 'select', label: 'Issue type', options: issueOptions, dependsOn: 'issue' },
  { id: 'subIssueType', type: 'select', label: 'Sub-issue type', options: issueOptions, dependsOn: 'issueType' },
  { id: 'onBehalf', type: 'checkbox', label: 'Submit on behalf of someone else' },
  { id: 'contactEmail', type: 'email', label: 'Contact email', shownWhen: { field: 'onBehalf', equals: true } },
];
const [issue, issueType, subIssueType, , contactEmail] = fields as [
  FieldDescriptor,
  FieldDescriptor,
  FieldDescriptor,
  FieldDescriptor,
  FieldDescriptor,
];

describe('optionsFor', () => {
  it('offers a dependent field only the options under its parent’s choice', () => {
    expect(optionsFor(issueType, { issue: 2047 }).map((option) => option.id)).toEqual([3001, 3002]);
    expect(optionsFor(subIssueType, { issueType: 3001 }).map((option) => option.id)).toEqual([4001]);
  });

  it('offers nothing until the parent is chosen, and every option of an independent field', () => {
    expect(optionsFor(issueType, { issue: null })).toEqual([]);
    expect(optionsFor(issue, {})).toHaveLength(2);
  });
});

describe('dependentsOf', () => {
  it('finds the fields to clear when a parent changes, down the whole chain', () => {
    expect(dependentsOf(fields, 'issue').map((field) => field.id)).toEqual(['issueType', 'subIssueType']);
    expect(dependentsOf(fields, 'subIssueType')).toEqual([]);
  });
});

describe('isShown', () => {
  it('shows a conditional field only while its condition holds', () => {
    expect(isShown(contactEmail, { onBehalf: false })).toBe(false);
    expect(isShown(contactEmail, { onBehalf: true })).toBe(true);
    expect(isShown(issue, {})).toBe(true);
  });
});
