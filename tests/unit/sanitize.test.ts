import { describe, expect, it } from 'vitest';
import { sanitizePostHtml, stripTags } from '@/lib/server/sanitize';

describe('sanitizePostHtml', () => {
  it('keeps the text markup of a post', () => {
    const html = '<h2>Quem somos</h2><p>A <strong>RAVAGE</strong> é <em>uma</em> agência.</p><ul><li>um</li></ul>';
    expect(sanitizePostHtml(html)).toBe(html);
  });
  it('removes scripts with their code, styles and frames', () => {
    const out = sanitizePostHtml(
      '<p>a</p><script>window.__xss=1</script><style>body{}</style><iframe src="https://evil.example"></iframe><object data="x"></object><p>b</p>',
    );
    expect(out).toBe('<p>a</p><p>b</p>');
  });
  it('removes event handlers and javascript: URLs', () => {
    const out = sanitizePostHtml(
      '<img src="https://cdn.example/a.jpg" onerror="window.__xss=2"><a href="javascript:alert(1)" onclick="x()">x</a><a href="JaVaScRiPt:alert(1)">y</a>',
    );
    expect(out).not.toMatch(/onerror|onclick|javascript:/i);
    expect(out).toContain('<img src="https://cdn.example/a.jpg" loading="lazy" />');
  });
  it('keeps the text of a link it cannot keep, without an <a> that has no address', () => {
    expect(sanitizePostHtml('<p>a <a href="javascript:alert(1)">x</a> <a href=" java\tscript:y">y</a> <a>z</a></p>')).toBe(
      '<p>a <span>x</span> <span>y</span> <span>z</span></p>',
    );
    expect(sanitizePostHtml('<a href="//evil.example">w</a><a href="/sobre">s</a>')).toBe(
      '<span>w</span><a href="/sobre" rel="noopener noreferrer">s</a>',
    );
  });
  it('drops images without an absolute http(s) source (the classic <img src=x onerror>)', () => {
    expect(sanitizePostHtml('<p>t</p><img src=x onerror="window.__xss=2">')).toBe('<p>t</p>');
    expect(sanitizePostHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('');
  });
  it('gives every link rel="noopener noreferrer", and a new tab to outside links', () => {
    const out = sanitizePostHtml('<a href="https://instagram.com/x" target="_self">ig</a> <a href="mailto:a@b.c">m</a>');
    expect(out).toBe(
      '<a href="https://instagram.com/x" target="_blank" rel="noopener noreferrer">ig</a> <a href="mailto:a@b.c" rel="noopener noreferrer">m</a>',
    );
  });
  it('drops style and class attributes and demotes h1', () => {
    expect(sanitizePostHtml('<h1 class="x" style="color:red">T</h1>')).toBe('<h2>T</h2>');
  });
});

describe('stripTags', () => {
  it('leaves the text of back-office HTML, blocks apart, entities decoded, scripts gone', () => {
    expect(
      stripTags('<h2>Quem somos</h2><p>Ag&ecirc;ncia &amp; casting<br>em Bras&iacute;lia</p><script>alert(1)</script>'),
    ).toBe('Quem somos Agência & casting em Brasília');
  });
});
