const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A case-insensitive pattern for names containing `text` (user text is escaped, never a regex). */
export const nameContaining = (text: string) => new RegExp(escapeRegExp(text), 'i');

/** A case-insensitive pattern for exactly the name `text`. */
export const nameEqualTo = (text: string) => new RegExp(`^${escapeRegExp(text)}$`, 'i');
