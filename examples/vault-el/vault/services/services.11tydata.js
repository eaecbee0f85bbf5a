// Données communes à toutes les pages du dossier services/
module.exports = {
  layout: "service.njk",
  tags: ["services"],
  eleventyComputed: {
    permalink: (data) => data.permalink || `/services/${data.page.fileSlug}/`,
    eleventyNavigation: (data) => ({
      key: data.navTitle || data.title,
      parent: "Services",
      order: data.ordre || 50,
    }),
  },
};
