import { describe, expect, it } from 'vitest';
import { IMAGE_REJECTED, rejectionText } from './image-rejection';

const refused = (...codes: string[]) => ({ errors: codes.map((code) => ({ code })) });

describe('rejectionText', () => {
  it('names the reason a file was refused', () => {
    expect(rejectionText([refused('file-invalid-type')])).toBe(IMAGE_REJECTED.type);
    expect(rejectionText([refused('file-too-large')])).toBe(IMAGE_REJECTED.size);
  });
  it('asks for one image when several were dropped', () => {
    expect(rejectionText([refused('too-many-files'), refused('too-many-files')])).toBe(IMAGE_REJECTED.count);
  });
  it('puts the type before the size', () => {
    expect(rejectionText([refused('file-too-large', 'file-invalid-type')])).toBe(IMAGE_REJECTED.type);
  });
});
