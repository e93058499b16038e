export { rowRank, type RankInput } from './rank';
export {
  MEDIUM_TABLE_MAX_WIDTH,
  NARROW_TABLE_MAX_WIDTH,
  TABLE_WIDTH_OFFSET,
  tableWidth,
  visibleColumnCount,
} from './responsive';
