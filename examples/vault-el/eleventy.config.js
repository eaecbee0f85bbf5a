// eleventy.config.js — dufournet-geometre.fr
// Eleventy 3.x. Le dossier source est src/ (c'est aussi mon coffre Obsidian).
const { EleventyRenderPlugin } = require("@11ty/eleventy");
const navigation = require("@11ty/eleventy-navigation");
const Image = require("@11ty/eleventy-img");
const markdownIt = require("markdown-it");
const markdownItFootnote = require("markdown-it-footnote");
const markdownItAttrs = require("markdown-it-attrs");

module.exports = function (eleventyConfig) {
  eleventyConfig.addPlugin(navigation);
  eleventyConfig.addPlugin(EleventyRenderPlugin);

  // Brouillons : tout fichier avec `draft: true` est ignoré au build de prod.
  // (en `--serve` je les vois quand même, pratique pour relire)
  eleventyConfig.addPreprocessor("drafts", "njk,md", (data, content) => {
    if (data.draft && process.env.ELEVENTY_RUN_MODE === "build") {
      return false;
    }
  });

  // Markdown : notes de bas de page + attributs {.classe}
  const md = markdownIt({ html: true, linkify: true, typographer: true })
    .use(markdownItFootnote)
    .use(markdownItAttrs);
  eleventyConfig.setLibrary("md", md);

  // Les [[wikilinks]] d'Obsidian : je ne les convertis pas (encore),
  // ils sortent tels quels dans le HTML. TODO un jour.

  // Shortcode image : {% image "img/x.jpg", "texte alternatif" %}
  eleventyConfig.addShortcode("image", async function (src, alt, sizes = "100vw") {
    const metadata = await Image(`src/${src}`, {
      widths: [480, 960, 1600],
      formats: ["avif", "jpeg"],
      outputDir: "_site/img/",
    });
    return Image.generateHTML(metadata, { alt, sizes, loading: "lazy", decoding: "async" });
  });

  eleventyConfig.addFilter("dateFr", (d) =>
    new Date(d).toLocaleDateString("fr-FR", { day: "numeric", month: "long", year: "numeric" })
  );

  eleventyConfig.addPassthroughCopy("src/img");
  eleventyConfig.addPassthroughCopy("src/css");
  eleventyConfig.addPassthroughCopy({ "src/favicon.svg": "favicon.svg" });

  return {
    dir: {
      input: "src",
      includes: "_includes",
      layouts: "_includes/layouts",
      data: "_data",
      output: "_site",
    },
    // Le Markdown passe d'abord par Nunjucks : commentaires {# … #} jamais rendus.
    markdownTemplateEngine: "njk",
    htmlTemplateEngine: "njk",
    templateFormats: ["md", "njk", "html"],
  };
};
