// blog/posts.data.ts — data loader pour la liste des billets
import { createContentLoader } from 'vitepress'

export default createContentLoader('blog/*.md', {
  excerpt: true,
  transform(raw) {
    return raw
      .filter((p) => !p.url.endsWith('/blog/'))
      .sort((a, b) => +new Date(b.frontmatter.date) - +new Date(a.frontmatter.date))
  },
})
