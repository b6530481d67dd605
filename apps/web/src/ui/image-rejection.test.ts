import { IMAGE_MSG } from '@tedarik/contract/uploads';
import { describe, expect, it } from 'vitest';
import { rejectionText } from './image-rejection';

const refused = (...codes: string[]) => ({ errors: codes.map((code) => ({ code })) });

describe('rejectionText', () => {
  it('names the reason a file was refused', () => {
    expect(rejectionText([refused('file-invalid-type')])).toBe(IMAGE_MSG.type);
    expect(rejectionText([refused('file-too-large')])).toBe(IMAGE_MSG.tooLarge);
  });
  it('asks for one image when several were dropped', () => {
    expect(rejectionText([refused('too-many-files'), refused('too-many-files')])).toBe(IMAGE_MSG.count);
  });
  it('puts the type before the size', () => {
    expect(rejectionText([refused('file-too-large', 'file-invalid-type')])).toBe(IMAGE_MSG.type);
  });
});
