/** The blog's categories: a key the pages translate, and the icon the sidebar draws. */
export const BLOG_CATEGORIES = [
  { name: 'fashion', icon: 'shirt' },
  { name: 'food', icon: 'utensils' },
  { name: 'gaming', icon: 'gamepad' },
  { name: 'quote', icon: 'quote' },
  { name: 'video', icon: 'video' },
] as const;

export interface SamplePost {
  slug: string;
  title: string;
  excerpt: string;
  paragraphs: string[];
  categories: string[];
  status: 'published' | 'draft';
}

/** Twelve posts written by sample people; the twelfth is still a draft. Their images are drawn in public/images/blog. */
export const SAMPLE_POSTS: SamplePost[] = [
  { slug: 'armario-capsula-en-diez-prendas', title: 'Un armario cápsula en diez prendas', excerpt: 'Menos ropa, más combinaciones: cómo elegir las piezas que de verdad se usan.', categories: ['fashion'], status: 'published', paragraphs: ['Empezamos vaciando el armario y separando lo que nos pusimos el último año.', 'Con diez prendas neutras y dos de color salen más de treinta conjuntos distintos.'] },
  { slug: 'pan-de-masa-madre-sin-prisas', title: 'Pan de masa madre sin prisas', excerpt: 'Una receta de fin de semana con tiempos largos y muy poco trabajo.', categories: ['food'], status: 'published', paragraphs: ['La masa madre pide paciencia: la refrescamos la noche anterior.', 'Un horneado a fuego fuerte con vapor da una corteza crujiente.'] },
  { slug: 'juegos-de-mesa-para-el-equipo', title: 'Juegos de mesa para el equipo', excerpt: 'Cinco juegos cooperativos que funcionan en una pausa de media hora.', categories: ['gaming'], status: 'published', paragraphs: ['Los juegos cooperativos evitan ganadores y perdedores en la oficina.', 'Elegimos partidas cortas, reglas que se explican en dos minutos y cajas pequeñas.'] },
  { slug: 'la-constancia-gana-al-talento', title: 'La constancia gana al talento', excerpt: 'Una frase que repetimos en cada retrospectiva, y por qué.', categories: ['quote'], status: 'published', paragraphs: ['Un poco cada día suma más que un gran esfuerzo de vez en cuando.', 'Lo anotamos en la pizarra y lo revisamos al cerrar cada sprint.'] },
  { slug: 'grabar-tutoriales-con-el-movil', title: 'Grabar tutoriales con el móvil', excerpt: 'Luz, sonido y encuadre: lo básico para vídeos claros sin equipo caro.', categories: ['video'], status: 'published', paragraphs: ['Una ventana lateral da mejor luz que cualquier foco barato.', 'Un micrófono de solapa mejora el sonido más que una cámara nueva.'] },
  { slug: 'colores-de-temporada-en-la-oficina', title: 'Colores de temporada en la oficina', excerpt: 'Tonos tierra y azules suaves para vestir cómodo y con estilo.', categories: ['fashion', 'quote'], status: 'published', paragraphs: ['Los tonos tierra combinan entre sí y con casi cualquier calzado.', 'Un accesorio de color basta para cambiar un conjunto sobrio.'] },
  { slug: 'menu-semanal-en-una-tarde', title: 'Menú semanal en una tarde', excerpt: 'Cocinar el domingo para comer bien de lunes a viernes.', categories: ['food'], status: 'published', paragraphs: ['Dos legumbres, un cereal y verduras asadas dan para toda la semana.', 'Guardamos cada ración en tarros de cristal con la fecha.'] },
  { slug: 'torneo-interno-de-videojuegos', title: 'Nuestro torneo interno de videojuegos', excerpt: 'Cómo organizamos un torneo por equipos sin que nadie se quedara fuera.', categories: ['gaming', 'video'], status: 'published', paragraphs: ['Mezclamos equipos por sorteo para que jugaran juntos quienes no se conocían.', 'Retransmitimos la final en la sala grande, con comentarios en directo.'] },
  { slug: 'recetas-rapidas-para-el-almuerzo', title: 'Recetas rápidas para el almuerzo', excerpt: 'Ensaladas completas y tostas que se preparan en diez minutos.', categories: ['food', 'video'], status: 'published', paragraphs: ['Una buena base de hojas, una proteína y algo crujiente.', 'Las tostas de pan integral admiten casi cualquier sobra de la cena.'] },
  { slug: 'moda-sostenible-sin-complicaciones', title: 'Moda sostenible sin complicaciones', excerpt: 'Reparar, intercambiar y comprar de segunda mano: tres hábitos sencillos.', categories: ['fashion'], status: 'published', paragraphs: ['Un botón cosido a tiempo alarga la vida de una camisa años.', 'Organizamos un intercambio de ropa trimestral en la oficina.'] },
  { slug: 'frases-para-empezar-la-semana', title: 'Frases para empezar la semana', excerpt: 'Las citas que más compartimos en el canal general este trimestre.', categories: ['quote'], status: 'published', paragraphs: ['Cada lunes alguien del equipo elige una frase y explica por qué.', 'Las más votadas acaban impresas junto a la cafetera.'] },
  { slug: 'guia-de-edicion-de-video', title: 'Guía de edición de vídeo (borrador)', excerpt: 'Cortes, transiciones y música: lo que aprendimos editando nuestros vídeos.', categories: ['video', 'gaming'], status: 'draft', paragraphs: ['Cortar en el movimiento hace que el salto pase desapercibido.', 'La música, siempre por debajo de la voz.'] },
];

export const SAMPLE_COMMENTS = [
  '¡Muy útil, gracias por compartirlo!',
  'Lo probé el fin de semana y funcionó a la primera.',
  '¿Podríais escribir una segunda parte con más detalle?',
  'Me ha encantado, lo comparto con mi equipo.',
  'Buen resumen, aunque yo añadiría un par de consejos más.',
];
