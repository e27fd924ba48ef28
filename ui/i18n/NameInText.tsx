/**
 * A catalogue's sentence with a name in it, the name marked for what it is: `lang` for a title the gateway
 * sends in English inside a Spanish sentence (a screen reader switches voice for it), `translate="no"` for a
 * proper name (an employer, a document) that translation tools must leave alone.
 */
export function NameInText({ format, name, lang, keepName = false }: { readonly format: (name: string) => string; readonly name: string; readonly lang?: string | undefined; readonly keepName?: boolean }) {
  const marker = '\u0000';
  const [before = '', ...rest] = format(marker).split(marker);
  const after = rest.join(name);
  return (
    <>
      {before}
      <span lang={lang} translate={keepName ? 'no' : undefined}>
        {name}
      </span>
      {after}
    </>
  );
}
