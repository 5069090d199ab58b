// Invented place names: a first part and an ending, ten of each, make the hundred options (SPEC §9).
const STARTS = ['Alba', 'Bella', 'Costa', 'Dora', 'Esme', 'Fonte', 'Gala', 'Isla', 'Luna', 'Mira'];
const ENDINGS = ['mar', 'vista', 'nova', 'rosa', 'verde', 'sol', 'clara', 'monte', 'riba', 'val'];

/** The hundred sample options: a label and its value (the label in lower case). */
export const SAMPLE_OPTIONS = STARTS.flatMap((start) => ENDINGS.map((ending) => ({ label: `${start}${ending}`, value: `${start}${ending}`.toLowerCase() })));
