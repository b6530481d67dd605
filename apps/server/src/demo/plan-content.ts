// The content part of the demo plan: blog and announcements, FAQ, static pages, home page blocks, ads, and the
// inbox (contact messages, newsletter subscribers).
import { fold, slugify } from '@tedarik/contract/text';
import { type ImageQueue, pictureSvg } from './images';
import { FIRST_NAMES, LAST_NAMES, LOGO_COLORS } from './lists/people';
import { ANNOUNCEMENTS, BLOG_POSTS, type PostData } from './lists/posts';
import { ADS, ARTICLES, FAQS, PAGE_CATEGORIES, PAGES, SLIDES } from './lists/site-content';
import { CONTACT_MESSAGES } from './lists/texts';
import { dayFrom, daysAgo, type Rng, slugger } from './random';

export interface PostPlan {
  type: 1 | 2;
  title: string;
  slug: string;
  tags: string;
  body: string;
  image: number;
  publishedOn: string;
  search: string;
  createdAt: Date;
}

export interface ContentPlan {
  posts: PostPlan[];
  faqs: { question: string; answer: string; sort: number }[];
  pageCategories: { name: string; sort: number }[];
  pages: { category: number; title: string; slug: string; isMain: boolean; tags: string; sort: number; body: string }[];
  slides: { image: number; title: string; buttonTitle: string; body: string; link: string; sort: number }[];
  articles: { image: number; place: 1 | 2; title: string; body: string; link: string; sort: number }[];
  ads: { image: number; title: string; type: number; link: string; sort: number }[];
  contacts: { name: string; phone: string; email: string; message: string; read: boolean; createdAt: Date }[];
  subscribers: { email: string; createdAt: Date }[];
}

const SIZE: Record<number, [number, number]> = {
  1: [728, 120],
  2: [728, 120],
  3: [300, 250],
  4: [300, 250],
  5: [300, 250],
  6: [600, 300],
};

export function planContent(
  rng: Rng,
  now: Date,
  images: ImageQueue,
  taken: { posts: string[]; pages: string[] },
): ContentPlan {
  const postSlug = slugger(slugify, taken.posts);
  const pageSlug = slugger(slugify, taken.pages);
  const color = (i: number) => LOGO_COLORS[i % LOGO_COLORS.length];

  const post =
    (type: 1 | 2, every: number) =>
    (p: PostData, i: number): PostPlan => {
      const ago = i * every + rng.int(0, every - 1);
      return {
        type,
        title: p.title,
        slug: postSlug(p.title),
        tags: p.tags,
        body: p.paragraphs.map((x) => `<p>${x}</p>`).join(''),
        image: images.add('blogs', pictureSvg(p.title, type === 1 ? 'Blog' : 'Duyuru', color(i + type), i, 480, 270)),
        publishedOn: dayFrom(now, -ago),
        search: fold(p.title),
        createdAt: daysAgo(now, ago),
      };
    };

  const emails = new Set<string>();
  while (emails.size < 18) {
    emails.add(`${slugify(rng.pick(FIRST_NAMES))}.${slugify(rng.pick(LAST_NAMES))}@ornek.com.tr`);
  }

  return {
    posts: [...BLOG_POSTS.map(post(1, 9)), ...ANNOUNCEMENTS.map(post(2, 14))],
    faqs: FAQS.map((f, i) => ({ ...f, sort: i + 1 })),
    pageCategories: PAGE_CATEGORIES.map((name, i) => ({ name, sort: i + 1 })),
    pages: PAGES.map((p, i) => ({ ...p, slug: pageSlug(p.title), sort: i + 1 })),
    slides: SLIDES.map((s, i) => ({
      ...s,
      // no words in the picture: the slider writes the title and text over it as real text
      image: images.add('sliders', pictureSvg('', '', color(i * 4), i, 1200, 450)),
      sort: i + 1,
    })),
    articles: ARTICLES.map((a, i) => ({
      ...a,
      image: images.add('makalelers', pictureSvg(a.title, '', color(i + 5), i)),
      sort: (i % 3) + 1,
    })),
    ads: ADS.map((a, i) => {
      const [w, h] = SIZE[a.type];
      return { ...a, image: images.add('reklam', pictureSvg(a.title, 'Reklam', color(i + 2), i, w, h)), sort: i + 1 };
    }),
    contacts: CONTACT_MESSAGES.map((c, i) => ({ ...c, read: i % 3 === 0, createdAt: daysAgo(now, (i + 1) * 3.5) })),
    subscribers: [...emails].map((email) => ({ email, createdAt: daysAgo(now, rng.int(1, 200)) })),
  };
}
