/**
 * An element tree as xmlbuilder2's `create(...).ele(object)` takes it: `@name` attributes, `#` text, nested
 * objects and arrays for repeated elements. Shared by the Finvoice and Incomes Register documents.
 */
export type XmlNode = Record<string, unknown>;

/** Drops absent values so optional elements are left out, not written empty. */
export function pruned(node: XmlNode): XmlNode {
  const result: XmlNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined || value === null) {
      continue;
    }
    if (Array.isArray(value)) {
      result[key] = value.map((each) =>
        typeof each === 'object' && each !== null ? pruned(each as XmlNode) : each,
      );
    } else if (typeof value === 'object') {
      result[key] = pruned(value as XmlNode);
    } else {
      result[key] = value;
    }
  }
  return result;
}
