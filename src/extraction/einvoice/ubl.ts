import type { EInvoice } from './model.ts';
import type { XmlElement } from './xml.ts';

export function readUbl(_root: XmlElement, _creditNote: boolean): EInvoice {
  throw new Error('todo');
}
