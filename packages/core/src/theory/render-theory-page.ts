import { blockTheoryNumber } from './theory-number';

export type TheoryPageParts = { task_number: number; title: string; description: string; content: string };

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/**
 * A theory row as a page of the same shell as the bundled ones (/theory/{type}/text.html): their
 * stylesheet with its dark theme, and their script that takes ?theme= and reports the height to
 * the frame. The content is stored sanitised; the title and the description are plain text.
 */
export function renderTheoryPage(theory: TheoryPageParts): string {
  const label = theory.task_number === blockTheoryNumber ? 'Задания 19–21' : `Задание ${theory.task_number}`;
  const title = escapeText(theory.title);
  const lead = theory.description === '' ? '' : `<p class="lead">${escapeText(theory.description)}</p>\n`;
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — теория ЕГЭ по информатике</title>
<link rel="stylesheet" href="../theory.css">
<script src="../theory.js"></script>
</head>
<body>
<main>
<p class="eyebrow">ЕГЭ по информатике · ${label}</p>
<h1>${title}</h1>
${lead}${theory.content}
</main>
</body>
</html>
`;
}
