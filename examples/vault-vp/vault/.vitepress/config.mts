import { defineConfig } from 'vitepress'

// Config du site de l'atelier — Damien, màj nov. 2026
// Rappel : TOUT fichier .md sous docs/ est construit, même non lié.
// Ce qui ne doit jamais sortir va dans srcExclude, point.
export default defineConfig({
  lang: 'fr-FR',
  title: 'Atelier Ohmique',
  titleTemplate: ':title — Atelier Ohmique, Quintin',
  description: 'Réparation électronique à Quintin (22) : hi-fi vintage, consoles, machines à café, petit électroménager. Ateliers soudure.',

  cleanUrls: true,
  lastUpdated: true,

  srcExclude: [
    'prive/**',              // mes notes perso (argent, santé…)
    'notes-famille.md',      // jamais en ligne
    '**/*.brouillon.md',     // brouillons de billets
    'snippets/**',           // fragments inclus, pas des pages
  ],

  rewrites: {
    'a-propos.md': 'qui-suis-je.md',
    'services/tarifs-2021.md': 'archives/tarifs-2021.md',
    'projets/sansui-au-555a/:page': 'sansui/:page',
  },

  sitemap: {
    hostname: 'https://atelier-ohmique.fr',
  },

  head: [
    ['link', { rel: 'icon', href: '/img/favicon.png' }],
    ['meta', { name: 'theme-color', content: '#c2410c' }],
    ['meta', { property: 'og:locale', content: 'fr_FR' }],
  ],

  markdown: {
    lineNumbers: false,
    container: {
      tipLabel: 'Astuce',
      warningLabel: 'Attention',
      dangerLabel: 'Danger',
      infoLabel: 'Info',
      detailsLabel: 'Détails',
    },
  },

  locales: {
    root: {
      label: 'Français',
      lang: 'fr-FR',
    },
    en: {
      label: 'English',
      lang: 'en-GB',
      link: '/en/',
      themeConfig: {
        nav: [
          { text: 'Home', link: '/en/' },
          { text: 'About me', link: '/en/about' },
          { text: 'Sansui AU-555A', link: '/en/sansui-au-555a' },
        ],
      },
    },
  },

  themeConfig: {
    logo: '/img/logo-ohm.svg',
    siteTitle: 'Atelier Ohmique',

    nav: [
      { text: 'Accueil', link: '/' },
      {
        text: 'Services',
        items: [
          { text: 'Tous les services', link: '/services/' },
          { text: 'Diagnostic', link: '/services/diagnostic' },
          { text: 'Tarifs', link: '/services/tarifs' },
          { text: 'Entreprises', link: '/services/entreprises' },
        ],
      },
      { text: 'Réparations', link: '/reparations/' },
      { text: 'Ateliers soudure', link: '/ateliers/' },
      { text: 'Projets', link: '/projets/' },
      { text: 'Blog', link: '/blog/' },
      { text: 'Qui suis-je ?', link: '/qui-suis-je' },
      { text: 'Contact', link: '/contact' },
    ],

    sidebar: {
      '/services/': [
        {
          text: 'Services',
          items: [
            { text: 'Vue d\'ensemble', link: '/services/' },
            { text: 'Diagnostic', link: '/services/diagnostic' },
            { text: 'Hi-fi vintage', link: '/services/hifi-vintage' },
            { text: 'Consoles de jeu', link: '/services/consoles' },
            { text: 'Machines à café', link: '/services/machines-a-cafe' },
            { text: 'Petit électroménager', link: '/services/petit-electromenager' },
            { text: 'Entreprises & cafés', link: '/services/entreprises' },
            { text: 'Tarifs', link: '/services/tarifs' },
            { text: 'Conditions', link: '/services/conditions' },
          ],
        },
      ],
      '/reparations/': [
        {
          text: 'Carnet de réparations',
          collapsed: false,
          items: [
            { text: 'Toutes les fiches', link: '/reparations/' },
            { text: 'Mes échecs', link: '/reparations/echecs' },
          ],
        },
      ],
      '/ateliers/': [
        {
          text: 'Ateliers',
          items: [
            { text: 'Présentation', link: '/ateliers/' },
            { text: 'Adultes', link: '/ateliers/soudure-adultes' },
            { text: 'Ados (12-17 ans)', link: '/ateliers/soudure-ados' },
            { text: 'Calendrier', link: '/ateliers/calendrier' },
            { text: 'Matériel', link: '/ateliers/materiel' },
            { text: 'Sécurité', link: '/ateliers/securite' },
          ],
        },
      ],
      '/projets/': [
        {
          text: 'Projets',
          items: [
            { text: 'Tous les projets', link: '/projets/' },
            { text: 'Sansui AU-555A', link: '/sansui/' },
            { text: 'Repair Café Quintin', link: '/projets/repair-cafe-quintin' },
            { text: 'Kit « Le Clignotant »', link: '/projets/kit-clignotant' },
            { text: 'Banc de test', link: '/projets/banc-de-test' },
            { text: 'Fiches pannes', link: '/projets/fiches-pannes' },
            { text: 'Borne d\'arcade', link: '/projets/borne-arcade' },
            { text: 'Atelier mobile (abandonné)', link: '/projets/atelier-mobile' },
          ],
        },
      ],
      '/sansui/': [
        {
          text: 'Projet Sansui AU-555A',
          items: [
            { text: 'Le projet', link: '/sansui/' },
            { text: 'Les exemplaires', link: '/sansui/exemplaires' },
            { text: 'Journal de bord', link: '/sansui/journal' },
          ],
        },
      ],
    },

    socialLinks: [
      { icon: 'mastodon', link: 'https://piaille.fr/@atelierohmique' },
      { icon: 'instagram', link: 'https://instagram.com/atelier.ohmique' },
    ],

    editLink: {
      pattern: 'https://codeberg.org/dchabert/atelier-ohmique/_edit/main/docs/:path',
      text: 'Une coquille ? Proposer une correction',
    },

    lastUpdated: {
      text: 'Mis à jour le',
    },

    outline: {
      level: [2, 3],
      label: 'Sur cette page',
    },

    docFooter: {
      prev: 'Page précédente',
      next: 'Page suivante',
    },

    footer: {
      message: 'Atelier Ohmique — micro-entreprise, Quintin (Côtes-d\'Armor).',
      copyright: 'Textes sous licence CC BY-SA 4.0 — Damien Chabert, 2019-2026',
    },

    search: {
      provider: 'local',
    },
  },
})
