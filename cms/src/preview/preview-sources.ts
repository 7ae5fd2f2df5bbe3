import type { PreviewTokenPayload } from './preview-token';

/** Writes the change a preview shows, through the real write path; run inside a transaction that is rolled back. */
export type ApplyChange = () => Promise<void>;

/**
 * Where previews come from: given a verified token's payload, the change to apply, or undefined
 * when this source does not know the change request (or it is no longer pending).
 */
export type PreviewSource = (payload: PreviewTokenPayload) => Promise<ApplyChange | undefined>;

const sources: PreviewSource[] = [];

/**
 * register() or bootstrap(): a source of previews (the change requests). The preview folder knows no
 * change request: the code that does registers here, so this folder imports nothing of it.
 */
export function registerPreviewSource(source: PreviewSource): void {
  sources.push(source);
}

/** The change a token names, from the first source that knows it. */
export async function changeFor(payload: PreviewTokenPayload): Promise<ApplyChange | undefined> {
  for (const source of sources) {
    const apply = await source(payload);
    if (apply) return apply;
  }
  return undefined;
}
