-- Report Builder launches on its own host like every other product; /reportbuilder is the portal's entry to it.
UPDATE "products" SET "redirect_url" = 'https://report-builder.partner-insights.test/' WHERE "code" = 'REPORT_BUILDER' AND "redirect_url" = '/reportbuilder';
