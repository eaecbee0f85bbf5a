// Titre de page par défaut pour le <title> si je l'ai oublié dans le front matter
module.exports = {
  pageTitle: (data) => (data.title ? `${data.title} · ${data.site.name}` : data.site.title),
};
