import {
  contentFallbackChain,
  KB_SEARCH_PAGE_SIZE,
  type HighlightPart,
  type KbSearchResult,
  type KbWorkspace,
} from '@partner-insights/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { Reader } from './content-service';
import { assetNameOf } from './content-service';

// ts_headline marks matches with these; the answer carries them as parts, so the app renders the marks itself and
// no markup from the database ever reaches the page.
const START = '\u27E6';
const STOP = '\u27E7';

/** `a ⟦b⟧ c` -> [a ][b: match][ c] */
export function highlightParts(headline: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  for (const [index, piece] of headline.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    if (piece !== '') parts.push({ text: piece, match: index % 2 === 1 });
  }
  return parts;
}

interface SearchRow {
  asset_path: string;
  locale: KbSearchResult['results'][number]['locale'];
  category: string;
  category_title: string | null;
  title_headline: string;
  excerpt: string;
  total: string | number;
}

/**
 * Full-text search of a knowledge base in the reader's language: each article in the language the reader gets it
 * in, matched and ranked with that language's text search configuration (stemming "informes" to "informe"), the
 * words found marked in its title and an excerpt.
 */
export async function searchKnowledgeBase(
  db: Db,
  { workspace, text, page }: { readonly workspace: KbWorkspace; readonly text: string; readonly page: number },
  reader: Reader,
): Promise<KbSearchResult> {
  const chain = contentFallbackChain(reader.locale);
  const chainArray = sql`array[${sql.join(
    chain.map((locale) => sql`${locale}`),
    sql`, `,
  )}]::text[]`;
  const headlineOptions = `StartSel=${START}, StopSel=${STOP}`;
  const excerptOptions = `${headlineOptions}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const result = await db.execute(sql`
    with resolved as (
      select distinct on (asset_path) asset_path, locale, title, plain_text, category, search_config, search_vector
      from content_documents
      where folder = 'knowledge-base'
        and locale = any(${chainArray})
        and ${reader.market} = any(markets)
        and ${workspace} = any(workspaces)
      order by asset_path, array_position(${chainArray}, locale)
    ),
    matched as (
      select resolved.*, websearch_to_tsquery(search_config::regconfig, ${text}) as query from resolved
    ),
    categories as (
      select distinct on (asset_path) asset_path, title
      from content_documents
      where folder = 'kb-categories' and locale = any(${chainArray})
      order by asset_path, array_position(${chainArray}, locale)
    )
    select matched.asset_path, matched.locale, matched.category, categories.title as category_title,
      ts_headline(search_config::regconfig, matched.title, query, ${`${headlineOptions}, HighlightAll=true`}) as title_headline,
      ts_headline(search_config::regconfig, plain_text, query, ${excerptOptions}) as excerpt,
      count(*) over () as total
    from matched
    left join categories on categories.asset_path = 'kb-categories/' || matched.category
    where search_vector @@ query
    order by ts_rank(search_vector, query) desc, matched.title
    limit ${KB_SEARCH_PAGE_SIZE} offset ${page * KB_SEARCH_PAGE_SIZE}
  `);
  const rows = (result as unknown as { rows: SearchRow[] }).rows;
  const total = Number(rows[0]?.total ?? 0);
  return {
    total,
    page,
    totalPages: Math.ceil(total / KB_SEARCH_PAGE_SIZE),
    results: rows.map((row) => ({
      contentId: assetNameOf(row.asset_path),
      title: highlightParts(row.title_headline),
      excerpt: highlightParts(row.excerpt),
      category: { id: row.category, title: row.category_title ?? row.category },
      locale: row.locale,
    })),
  };
}
