/** The local examples' options: their labels are translation keys under showcase.formElements.select. */
export const COLOURS = ['ocean', 'forest', 'sunset', 'lavender', 'slate', 'coral'] as const;
export const FLAVOURS = ['vanilla', 'chocolate', 'strawberry', 'pistachio', 'lemon', 'caramel'] as const;
export const GROUPS = { fruits: ['apple', 'pear', 'plum'], vegetables: ['carrot', 'leek', 'pepper'] } as const;

/** Each example: its id (the input's), whether it holds many, and the values it opens with. */
export const SELECT_EXAMPLES = [
  { id: 'select-single', kind: 'single', initial: ['forest'] },
  { id: 'select-multi', kind: 'multi', initial: ['vanilla', 'pistachio'] },
  { id: 'select-grouped', kind: 'grouped', initial: [] },
  { id: 'select-clearable', kind: 'clearable', initial: ['sunset'] },
  { id: 'select-disabled', kind: 'disabled', initial: ['slate'] },
  { id: 'select-required', kind: 'required', initial: [] },
] as const;

export type SelectKind = (typeof SELECT_EXAMPLES)[number]['kind'];
