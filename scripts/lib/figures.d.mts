export declare function reportFigure(benchmark: string, measure: string, figure: string): void;
