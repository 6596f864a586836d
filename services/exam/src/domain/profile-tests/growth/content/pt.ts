import type { GrowthTexts } from '../growth-types.js';

/** Textos em português do Brasil do teste de desenvolvimento pessoal, traduzidos de en.ts (você, sem marcas de gênero onde possível). Os enunciados são próprios e estão livres de negação. */
export const ptGrowthTexts: GrowthTexts = {
  items: {
    'gr-01': 'Gosto de comprar as mesmas coisas que meus amigos estão usando.',
    'gr-02': 'Quando vou às compras, parto do problema que quero resolver.',
    'gr-03': 'Comprar algo novo melhora meu humor.',
    'gr-04': 'Presto atenção em quão bem-feito é um produto.',
    'gr-05': 'Confio no meu instinto quando faço escolhas.',
    'gr-06': 'Gosto de pesar os prós e os contras antes de decidir.',
    'gr-07': 'Antes de uma compra grande, pergunto aos meus amigos o que eles escolheriam.',
    'gr-08': 'Comparo preços para ter certeza de que estou fazendo um bom negócio.',
    'gr-09': 'Eu me dou um agrado depois de uma semana difícil.',
    'gr-10': 'Compro com gosto coisas baratas que duram só uma estação.',
    'gr-11': 'Trato minhas primeiras impressões com cautela até conferi-las.',
    'gr-12': 'Confiro os fatos antes de formar uma opinião.',
    'gr-13': 'Compro o que combina comigo, seja lá o que meus amigos tenham.',
    'gr-14': 'Escolho os produtos principalmente pelo que eles fazem, mais do que pela aparência.',
    'gr-15': 'Adoro a emoção de desembalar uma compra nova.',
    'gr-16': 'Prefiro ter um item durável a vários baratos.',
    'gr-17': 'Minha primeira impressão de uma pessoa ou situação costuma se confirmar.',
    'gr-18': 'Divido uma decisão difícil em etapas menores.',
    'gr-19': 'Gosto de mostrar aos amigos as coisas que acabei de comprar.',
    'gr-20': 'Quando compro algo, a utilidade prática é a última coisa da minha lista.',
    'gr-21': 'Às vezes compro coisas simplesmente porque me deixam feliz naquele momento.',
    'gr-22': 'Continuo com as marcas que se mostraram confiáveis para mim.',
    'gr-23': 'Muitas vezes pressinto a resposta antes de conseguir explicar o porquê.',
    'gr-24': 'Eu me decido rápido e sigo em frente.',
    'gr-25': 'Comprar algo que está em alta no meu círculo me faz sentir parte do grupo.',
    'gr-26': 'Leio avaliações para conferir se um produto cumpre bem sua função.',
    'gr-27': 'Quando bate o tédio, umas comprinhas me animam.',
    'gr-28': 'Pequenos detalhes, como a costura ou o acabamento, influenciam o que eu compro.',
    'gr-29': 'Percebo rapidamente padrões no que acontece ao meu redor.',
    'gr-30': 'Gosto de analisar um problema em detalhes.',
    'gr-31': 'Gosto de comprar coisas que eu possa compartilhar ou usar junto com outras pessoas.',
    'gr-32': 'Procuro compras que me poupem tempo ou esforço no dia a dia.',
    'gr-33': 'Mantenho meu humor e minhas compras completamente separados.',
    'gr-34': 'Pago mais com gosto por materiais melhores.',
    'gr-35': 'Palpites me parecem vagos demais para eu agir com base neles.',
    'gr-36': 'Comparo várias opções antes de escolher uma.',
    'gr-37': 'Numa situação nova, vou pelo que parece certo.',
    'gr-38': 'Acho cansativo pensar uma decisão em detalhes.',
    'gr-39': 'Faço boas escolhas rapidamente quando sigo meus instintos.',
    'gr-40': 'Anoto meus motivos quando tenho uma escolha importante pela frente.',
  },
  scaleLabels: ['Discordo totalmente', 'Discordo', 'Nem concordo nem discordo', 'Concordo', 'Concordo totalmente'],
  levelNames: { 1: 'Muito baixo', 2: 'Baixo', 3: 'Médio', 4: 'Alto', 5: 'Muito alto' },
  tabs: {
    overview: 'Visão geral',
    consumption_motives: 'Motivações de consumo',
    thinking_style: 'Estilo de pensamento',
    development_plan: 'Plano de desenvolvimento',
  },
  listHeadings: {
    strengths: 'Pontos fortes',
    watchOuts: 'Pontos de atenção',
    recommendations: 'Recomendações',
  },
  resultLabel: 'Seu perfil de desenvolvimento',
  resultTitle: '{{motive}} · {{thinking}}',
  overviewIntro: [
    'Seu perfil de desenvolvimento observa dois lados do seu dia a dia. O primeiro é o que costuma levar você a comprar algo: pertencer a um grupo (social), um resultado prático (resultado), uma sensação boa (emocional) ou uma qualidade duradoura (qualidade). O segundo é como você prefere tomar decisões: pela intuição (intuitivo), por uma análise cuidadosa (reflexivo) ou alternando entre as duas (equilibrado).',
    'Cada escala aparece como um nível de 1 (muito baixo) a 5 (muito alto), calculado a partir das suas próprias respostas. Os níveis são quintos fixos da faixa de respostas, e não uma comparação com outras pessoas. Sua motivação principal é a que tem a pontuação mais alta, e seu estilo de pensamento mostra qual forma de decidir predomina, se alguma predomina com clareza. Nenhuma motivação e nenhum estilo de pensamento é melhor do que outro; cada um traz seus próprios pontos fortes e seus próprios pontos de atenção.',
    'Este perfil descreve como você se vê hoje e pode mudar à medida que seus hábitos mudam. Ele não mede capacidade nem inteligência e não faz nenhum diagnóstico. Use-o como ponto de partida para refletir e para fazer mudanças pequenas e práticas na forma como você gasta, decide e aprende.',
  ],
  sourceNote:
    'Enunciados: escritos pelo Mindprint para este teste. Este perfil serve apenas para a autorreflexão; ele não é um instrumento clínico, diagnóstico, de contratação ou de seleção. Os níveis são quintos fixos da faixa de respostas, e não normas populacionais.',
  scales: {
    social: {
      name: 'Motivação social',
      description: 'A motivação social descreve o quanto as pessoas ao seu redor influenciam o que você compra: a vontade de pertencer, de compartilhar, de aparecer junto com os outros e de seguir as escolhas dos amigos.',
      lowPole: 'Compra pelo próprio gosto, independentemente dos outros',
      highPole: 'Compra para pertencer, compartilhar e se conectar',
      levels: {
        1: {
          headline: 'O que os outros compram tem pouquíssima influência nas suas escolhas.',
          interpretation: 'Você escolhe pelas suas próprias necessidades e pelo seu gosto, seja o que for que as pessoas ao seu redor tenham ou recomendem. Tendências e escolhas do grupo raramente mexem com você. Assim seus gastos continuam sendo seus, embora você possa perder dicas úteis de amigos.',
        },
        2: {
          headline: 'Você compra principalmente para si, de olho nos outros de vez em quando.',
          interpretation: 'A opinião de outras pessoas conta de vez em quando, mas em geral quem decide é o seu próprio julgamento. Talvez você peça conselhos nas compras maiores. Fazer parte de um grupo tem um papel pequeno no que você compra.',
        },
        3: {
          headline: 'Outras pessoas influenciam algumas das suas escolhas, mas raramente decidem sozinhas.',
          interpretation: 'Você gosta de compartilhar algumas compras com amigos e repara no que seu círculo escolhe. Ao mesmo tempo, mantém sua própria opinião. Dependendo da situação, o lado social de uma compra pode pesar mais ou menos.',
        },
        4: {
          headline: 'Comprar é muitas vezes uma forma de você se conectar com as pessoas.',
          interpretation: 'Você gosta de escolher coisas de que os amigos também gostam, de compartilhá-las e de conversar sobre elas. Os conselhos de pessoas em quem você confia têm um peso real para você. Sentir-se parte de um grupo é um motivo claro por trás de muitas das suas compras.',
        },
        5: {
          headline: 'Pertencer e compartilhar estão no centro do que você compra.',
          interpretation: 'O que seus amigos e seu círculo escolhem influencia fortemente suas próprias escolhas. Você gosta de comprar coisas que pode mostrar, compartilhar ou usar junto com os outros. Isso aproxima as pessoas, e vale a pena verificar de vez em quando se cada compra também combina com você.',
        },
      },
    },
    result: {
      name: 'Motivação de resultado',
      description: 'A motivação de resultado descreve o quanto você compra em busca de um resultado prático: o que um produto faz, se ele resolve um problema e se tem um bom custo-benefício.',
      lowPole: 'Pouca atenção à utilidade ou ao custo-benefício',
      highPole: 'Compra pela função e pelo custo-benefício',
      levels: {
        1: {
          headline: 'A utilidade prática raramente é o que decide suas compras.',
          interpretation: 'Outros motivos, como sentimentos, pessoas ou qualidade, costumam importar mais para você do que aquilo que um objeto faz. Talvez você compre primeiro e encontre uma utilidade depois. Verificar o valor prático antes de comprar pode ajudar você a evitar acumular tralha.',
        },
        2: {
          headline: 'Você pensa na utilidade, mas raramente é sua primeira pergunta.',
          interpretation: 'Você repara se um produto funciona bem, mas muitas vezes outros motivos vêm antes. Comparar preços e ler avaliações tem um papel modesto nas suas escolhas. Nas compras maiores, dar uma olhada rápida na função pode valer a pena.',
        },
        3: {
          headline: 'Você equilibra o valor prático com outros motivos para comprar.',
          interpretation: 'Você se importa com o que um produto faz e com quanto ele custa, e também deixa espaço para o gosto e o sentimento. Nos itens do dia a dia, você tende a ir pelo lado prático. Nas compras especiais, outras motivações podem falar mais alto.',
        },
        4: {
          headline: 'Você costuma comprar com um propósito claro em mente.',
          interpretation: 'Você parte do que precisa e procura o produto que faz melhor o trabalho pelo dinheiro que custa. Você compara preços e lê avaliações. Outras pessoas podem recorrer a você em busca de conselhos práticos de compra.',
        },
        5: {
          headline: 'Função e custo-benefício guiam quase todas as suas compras.',
          interpretation: 'Você compra para resolver problemas e confere com cuidado se um produto entrega o que promete. Desperdício e produtos que valem menos do que custam incomodam você. Esse foco mantém seus gastos eficientes; abrir algum espaço para o prazer pode deixá-los mais leves.',
        },
      },
    },
    emotional: {
      name: 'Motivação emocional',
      description: 'A motivação emocional descreve o quanto você compra em busca de uma sensação: prazer, um humor melhor, um agrado ou a emoção de algo novo.',
      lowPole: 'Deixa os sentimentos fora das compras',
      highPole: 'Compra por prazer, humor e emoção',
      levels: {
        1: {
          headline: 'Seu humor tem um papel muito pequeno no que você compra.',
          interpretation: 'Você compra com calma e mantém sentimentos e compras separados. Agrados e compras por impulso são raros para você. Isso protege seu orçamento, e também tudo bem se permitir um pequeno prazer de vez em quando.',
        },
        2: {
          headline: 'Você gosta de um agrado de vez em quando, mas os sentimentos raramente decidem.',
          interpretation: 'A maioria das suas compras tem outros motivos, mas às vezes você compra algo simplesmente porque isso deixa você feliz. Você mantém esses momentos sob controle. Seu humor tem pouco efeito nos seus gastos.',
        },
        3: {
          headline: 'Os sentimentos são um dos vários motivos pelos quais você compra.',
          interpretation: 'Você gosta do prazer de uma compra nova e às vezes recorre a um pequeno agrado para melhorar o humor. Você também pensa em outros motivos antes de comprar. O peso dos sentimentos depende do seu dia e da situação.',
        },
        4: {
          headline: 'Comprar é muitas vezes uma fonte de prazer e energia para você.',
          interpretation: 'Você curte a emoção de escolher, desembalar e estrear algo novo. Os agrados ajudam você a comemorar ou a se recuperar depois de uma fase difícil. Vale a pena reparar quais compras ainda trazem alegria depois de algumas semanas.',
        },
        5: {
          headline: 'Prazer e humor são fortes motores dos seus gastos.',
          interpretation: 'Coisas novas trazem a você uma alegria real, e fazer compras é uma das suas formas de se sentir melhor ou de comemorar. Você compra com entusiasmo e espontaneidade. Um plano simples para os agrados pode manter essa alegria e, ao mesmo tempo, proteger seu orçamento.',
        },
      },
    },
    quality: {
      name: 'Motivação de qualidade',
      description: 'A motivação de qualidade descreve o quanto você compra levando em conta o quão bem-feitas as coisas são: acabamento artesanal, durabilidade, marcas confiáveis e atenção aos detalhes.',
      lowPole: 'Contenta-se com o barato e pouco durável',
      highPole: 'Compra pelo bom acabamento e pela durabilidade',
      levels: {
        1: {
          headline: 'O quão bem-feita uma coisa é pouco importa nas suas escolhas.',
          interpretation: 'Você fica bem com coisas simples e baratas, mesmo que se desgastem mais cedo. Marca e acabamento quase não influenciam você. Isso mantém os custos baixos no curto prazo; para itens de uso diário, uma opção mais resistente pode valer uma olhada.',
        },
        2: {
          headline: 'Você repara na qualidade, mas o preço e outros motivos costumam vir antes.',
          interpretation: 'Você gosta de coisas bem-feitas quando o preço é justo. Raramente paga a mais por uma marca ou por materiais melhores. Para itens que você usa muito, às vezes pode escolher a opção mais durável.',
        },
        3: {
          headline: 'Você escolhe qualidade onde ela conta para você.',
          interpretation: 'Para algumas coisas você procura bons materiais e marcas confiáveis, e para outras uma opção simples basta. Você pesa a durabilidade em relação ao preço. Seu nível de exigência depende de com que frequência e por quanto tempo você vai usar algo.',
        },
        4: {
          headline: 'Você valoriza coisas bem-feitas e feitas para durar.',
          interpretation: 'Você repara nos materiais, no acabamento e nos detalhes, e paga mais por eles com gosto. Você continua com as marcas que atenderam bem você. Suas compras costumam durar, e os amigos talvez peçam suas recomendações.',
        },
        5: {
          headline: 'Bom acabamento e durabilidade guiam quase tudo o que você compra.',
          interpretation: 'Você se importa muito com a forma como as coisas são feitas e repara em pequenos detalhes que escapam aos outros. Você prefere ter menos coisas, mas melhores. Vale a pena verificar de vez em quando se, em cada compra, a qualidade extra compensa o preço.',
        },
      },
    },
    intuitive: {
      name: 'Pensamento intuitivo',
      description: 'O pensamento intuitivo descreve o quanto você decide pela intuição, pelas primeiras impressões e por uma percepção rápida de padrões.',
      lowPole: 'Desconfia de palpites, quer conferir primeiro',
      highPole: 'Confia na intuição e nas primeiras impressões',
      levels: {
        1: {
          headline: 'Você raramente age com base num palpite.',
          interpretation: 'A intuição e as primeiras impressões parecem vagas demais para você como base para escolhas. Você prefere conferir antes de agir. Em situações que andam depressa, dar um pouco mais de peso à primeira impressão pode poupar tempo.',
        },
        2: {
          headline: 'Você percebe sua intuição, mas raramente deixa que ela decida.',
          interpretation: 'Você toma as primeiras impressões como um sinal e depois busca mais informações. Você confia nos seus instintos principalmente em situações conhecidas. A maioria das suas escolhas se apoia em algo que você consegue explicar.',
        },
        3: {
          headline: 'Você usa a intuição junto com outras informações.',
          interpretation: 'Às vezes você segue um palpite, e às vezes quer ter mais elementos. Suas primeiras impressões costumam ser um ponto de partida útil. O quanto você se apoia nelas depende da situação e do que está em jogo.',
        },
        4: {
          headline: 'Você costuma confiar na sua intuição e nas suas primeiras impressões.',
          interpretation: 'Você percebe respostas e padrões rapidamente, às vezes antes de conseguir explicá-los. Em situações novas, você vai pelo que parece certo. Isso deixa você ágil para agir; nas decisões grandes, uma checagem rápida pode trazer mais confiança.',
        },
        5: {
          headline: 'A intuição é seu principal guia na hora de decidir.',
          interpretation: 'Você lê pessoas e situações rapidamente e age com base no que percebe. Seus instintos parecem confiáveis para você, e você age rápido. Testar um palpite importante com alguns fatos pode mostrar quando ele serve bem a você e quando precisa de apoio.',
        },
      },
    },
    reflective: {
      name: 'Pensamento reflexivo',
      description: 'O pensamento reflexivo descreve o quanto você decide pela análise: conferindo fatos, comparando opções e pesando-as passo a passo.',
      lowPole: 'Decide rápido e segue em frente',
      highPole: 'Analisa, confere fatos, pesa opções',
      levels: {
        1: {
          headline: 'Você decide rápido e raramente analisa a fundo.',
          interpretation: 'Deliberações longas cansam você, então você se decide e segue em frente. Isso mantém você em movimento. Para escolhas difíceis de desfazer, uma lista curta de prós e contras pode ser um hábito útil.',
        },
        2: {
          headline: 'Você pensa nas coisas rapidamente e depois age.',
          interpretation: 'Você confere os fatos principais, mas mantém a análise curta. Na maioria das escolhas, comparações detalhadas parecem dar mais trabalho do que valem. Você fica à vontade para decidir com as informações que tem.',
        },
        3: {
          headline: 'Você analisa quando importa e é breve quando importa menos.',
          interpretation: 'Nas escolhas importantes, você compara opções e confere fatos; nas menores, decide rápido. Você consegue explicar a maioria das suas decisões. A profundidade da sua análise se adapta ao que está em jogo.',
        },
        4: {
          headline: 'Você gosta de pesar suas opções com cuidado antes de decidir.',
          interpretation: 'Você reúne informações, compara opções e pensa nos prós e contras. Os outros confiam nas suas decisões porque você consegue explicá-las. Em situações rápidas, definir um limite de tempo ajuda você a decidir a tempo.',
        },
        5: {
          headline: 'A análise cuidadosa é seu principal guia na hora de decidir.',
          interpretation: 'Você gosta de dividir problemas em etapas, conferir fatos e comparar cada opção. Suas decisões são minuciosas e bem fundamentadas. Decidir quando você tem informações suficientes, em vez de todas, pode poupar tempo e energia.',
        },
      },
    },
  },
  outcomes: {
    social: {
      name: 'Motivação social',
      summary: 'Você compra com mais vontade quando a compra conecta você com outras pessoas: compartilhar, pertencer e escolher junto.',
      description: [
        'Sua motivação de consumo mais forte é a social. O que amigos, família e seu círculo mais amplo escolhem, usam e recomendam tem uma influência clara no que você compra. Você gosta de compras que pode compartilhar, mostrar ou usar junto com os outros, e comprar pode ser uma forma de você se sentir perto das pessoas.',
        'Essa motivação tem um valor real: ela mantém você em contato com as pessoas, ajuda você a aprender com a experiência delas e torna muitas compras mais prazerosas. Ela também pode levar você a comprar coisas para acompanhar os outros, ou a escolher o que combina com o grupo mais do que com você.',
        'Para o seu crescimento pessoal, a motivação social é um ponto forte que você pode usar de forma intencional: aprenda junto com outras pessoas, compartilhe habilidades além de coisas e verifique de vez em quando se suas escolhas também refletem suas próprias necessidades e valores.',
      ],
      lists: {
        strengths: [
          'Você aprende rápido com a experiência e as recomendações de outras pessoas.',
          'Você gosta de compartilhar, emprestar e usar coisas junto com os outros.',
          'Suas compras muitas vezes fortalecem amizades e momentos compartilhados.',
          'Você percebe o que é importante para as pessoas ao seu redor.',
        ],
        watchOuts: [
          'Você pode comprar coisas principalmente para acompanhar seu círculo.',
          'Tendências do grupo podem levar seus gastos além do planejado.',
          'Seu próprio gosto pode ficar em segundo plano diante da opinião dos outros.',
        ],
        recommendations: [
          'Antes de uma compra, pergunte a si: eu ainda ia querer isto se ninguém mais visse?',
          'Espere 48 horas antes de comprar algo só porque seus amigos têm.',
          'Proponha atividades em conjunto, como uma aula ou uma caminhada, em vez de sair para fazer compras em grupo.',
          'Defina um valor mensal para gastos sociais, como presentes e saídas, e respeite esse limite.',
          'Participe de um grupo que aprende uma habilidade em conjunto, para que sua energia social também alimente seu crescimento.',
        ],
      },
    },
    result: {
      name: 'Motivação de resultado',
      summary: 'Você compra com mais vontade quando a compra entrega um resultado prático claro e um bom custo-benefício.',
      description: [
        'Sua motivação de consumo mais forte é o resultado. Em geral, você parte de uma necessidade ou de um problema e procura o produto que resolve isso melhor pelo dinheiro que custa. Você compara preços, lê avaliações e pensa em como vai usar o que compra.',
        'Essa motivação mantém seus gastos focados e eficientes e protege você de muitas compras por impulso. Ela também pode fazer as compras parecerem só uma tarefa, deixar pouco espaço para o prazer ou levar você a escolher a opção mais barata que funciona quando uma melhor duraria mais.',
        'Para o seu crescimento pessoal, você pode levar o mesmo foco prático para o seu próprio desenvolvimento: defina metas claras, escolha aprendizados que resolvam um problema real para você e meça o que eles trazem. Abra espaço também para coisas que são simplesmente prazerosas.',
      ],
      lists: {
        strengths: [
          'Você sabe do que precisa antes de começar a comprar.',
          'Você faz seu dinheiro render bem.',
          'Você evita acumular tralha porque compra com um propósito.',
          'Os outros valorizam seus conselhos práticos de compra.',
        ],
        watchOuts: [
          'Você pode gastar muito tempo comparando pequenas diferenças de preço.',
          'O prazer e a beleza podem ter pouco peso nas suas escolhas.',
          'A opção mais barata que funciona pode sair mais cara com o tempo.',
        ],
        recommendations: [
          'Defina um limite de tempo para pesquisar compras pequenas, por exemplo quinze minutos.',
          'Para itens de uso diário, compare o custo por uso, e não apenas o preço.',
          'Planeje uma compra por mês que seja simplesmente pelo prazer.',
          'Escolha neste trimestre um curso ou um livro que resolva um problema real do seu trabalho ou da sua vida.',
          'Escreva uma meta clara e mensurável para o seu crescimento pessoal e revise-a todo mês.',
        ],
      },
    },
    emotional: {
      name: 'Motivação emocional',
      summary: 'Você compra com mais vontade quando a compra traz prazer, melhora seu humor ou acrescenta emoção.',
      description: [
        'Sua motivação de consumo mais forte é a emocional. O prazer de escolher, desembalar e estrear algo novo é importante para você, e um agrado pode melhorar seu humor ou marcar um bom momento. Você compra com entusiasmo e muitas vezes de forma espontânea.',
        'Essa motivação traz alegria e energia reais para o dia a dia e ajuda você a perceber o que faz você se sentir bem. Ela também pode levar a compras por impulso, a gastar para lidar com o estresse ou o tédio e a compras cujo prazer passa rápido.',
        'Para o seu crescimento pessoal, o objetivo é manter a alegria escolhendo-a de forma mais consciente: descubra quais compras ainda deixam você feliz semanas depois e cultive outras fontes de bom humor, como atividades, pessoas e pequenos rituais.',
      ],
      lists: {
        strengths: [
          'Você sabe aproveitar a vida e comemorar os bons momentos.',
          'Você se abre a experiências novas e a coisas novas.',
          'Seu entusiasmo costuma contagiar as pessoas ao seu redor.',
        ],
        watchOuts: [
          'Você pode comprar por impulso e se arrepender depois.',
          'Fazer compras pode virar um hábito para lidar com o estresse ou o tédio.',
          'O prazer de uma compra nova pode passar rápido.',
          'Pequenos agrados podem somar um valor alto ao longo de um mês.',
        ],
        recommendations: [
          'Mantenha uma lista de desejos e só compre um item se ainda o quiser depois de uma semana.',
          'Defina um orçamento mensal para agrados, para aproveitá-los com a consciência tranquila.',
          'Quando der vontade de fazer compras depois de um dia difícil, primeiro faça uma caminhada curta ou ligue para alguém de confiança.',
          'Uma vez por mês, anote quais compras ainda trazem alegria e quais não trazem mais.',
          'Gaste com experiências, como um show ou uma aula, tanto quanto com coisas.',
        ],
      },
    },
    quality: {
      name: 'Motivação de qualidade',
      summary: 'Você compra com mais vontade quando um produto é bem-feito, durável e de um fabricante em quem você confia.',
      description: [
        'Sua motivação de consumo mais forte é a qualidade. Você repara nos materiais, no acabamento e nos detalhes e paga mais com gosto por algo que dure. Quando uma marca se mostra confiável, você tende a continuar com ela.',
        'Essa motivação muitas vezes leva a compras em menor número e melhores, com menos desperdício, e seu olhar para os detalhes é uma habilidade real. Ela também pode fazer você gastar mais do que um uso exige, levar muito tempo para encontrar o item certo ou continuar com uma marca conhecida quando uma nova poderia atender melhor.',
        'Para o seu crescimento pessoal, você pode aplicar seu senso de qualidade às suas próprias habilidades: pratique um ofício a fundo, invista em boas ferramentas para o que você faz com frequência e aceite que as primeiras tentativas de algo novo podem ser imperfeitas.',
      ],
      lists: {
        strengths: [
          'Suas compras costumam durar e atender bem você.',
          'Você repara em detalhes e em acabamentos que os outros deixam passar.',
          'Você compra menos, porém melhor, o que reduz o desperdício.',
          'As pessoas confiam nas suas recomendações sobre o que vale a pena comprar.',
        ],
        watchOuts: [
          'Você pode pagar por uma qualidade que um uso específico na verdade dispensa.',
          'Procurar o item perfeito pode levar muito tempo.',
          'A fidelidade a uma marca pode impedir você de experimentar opções melhores.',
        ],
        recommendations: [
          'Antes de pagar mais, pergunte-se com que frequência e por quanto tempo você vai usar o item.',
          'Escolha uma categoria em que uma opção simples e mais barata seja suficiente e economize nela.',
          'Experimente neste ano uma marca ou um fabricante novo em uma categoria que você conhece bem.',
          'Invista em uma ferramenta ou um curso de alta qualidade para uma habilidade que você pratica toda semana.',
          'Quando aprender algo novo, defina um prazo para um primeiro rascunho antes de aperfeiçoá-lo.',
        ],
      },
    },
    intuitive: {
      name: 'Pensamento intuitivo',
      summary: 'Você prefere decidir pela intuição, pelas primeiras impressões e por uma percepção rápida de padrões.',
      description: [
        'Seu estilo de pensamento é intuitivo. Quando decide, você tende a confiar na intuição e nas primeiras impressões, e muitas vezes pressente uma resposta antes de conseguir explicá-la. Você percebe padrões rapidamente e fica à vontade para agir em situações novas ou que mudam depressa.',
        'Esta é uma forma preferida de decidir, e não uma medida de capacidade. A intuição funciona melhor onde você tem experiência, porque se alimenta de tudo o que você já viu. Em áreas desconhecidas, ou quando há muito em jogo, um palpite pode deixar passar fatos que uma checagem rápida revelaria.',
        'Para crescer, mantenha sua rapidez e acrescente algumas checagens simples nas escolhas importantes. Aprender fazendo, experimentando e refletindo depois costuma combinar bem com você.',
      ],
      lists: {
        strengths: [
          'Você decide rápido e mantém as coisas andando.',
          'Você lê pessoas e situações rapidamente.',
          'Você percebe padrões e conexões que escapam aos outros.',
          'Você mantém a calma quando é preciso decidir com pouca informação.',
        ],
        watchOuts: [
          'Sua intuição pode ser menos confiável em áreas em que você tem pouca experiência.',
          'Os outros podem ter dificuldade em acompanhar suas decisões quando você não consegue explicá-las.',
          'Primeiras impressões sobre pessoas podem ser injustas ou incompletas.',
        ],
        recommendations: [
          'Nas decisões importantes, anote seu palpite e depois procure um fato que o confirme e outro que o questione.',
          'Antes de explicar aos outros uma decisão tomada por intuição, identifique dois motivos por trás dela.',
          'Mantenha um diário curto de decisões e confira depois de um mês quais palpites estavam certos.',
          'Aprenda habilidades novas experimentando primeiro e depois leia sobre o que você percebeu.',
        ],
      },
    },
    reflective: {
      name: 'Pensamento reflexivo',
      summary: 'Você prefere decidir pela análise: conferindo fatos e pesando as opções passo a passo.',
      description: [
        'Seu estilo de pensamento é reflexivo. Quando decide, você gosta de reunir informações, comparar opções e pensar nos prós e contras antes de se comprometer. Você gosta de entender um problema em detalhes e em geral consegue explicar como chegou a uma escolha.',
        'Esta é uma forma preferida de decidir, e não uma medida de capacidade. A análise cuidadosa é um ponto forte real em decisões complexas e duradouras. Ela também pode atrasar você quando o tempo é curto, ou levar você a continuar buscando informações quando já tem o suficiente.',
        'Para crescer, reserve sua minúcia para as escolhas que a merecem e pratique decidir mais rápido nas menores. O aprendizado estruturado, com etapas claras e tempo para revisar, costuma combinar bem com você.',
      ],
      lists: {
        strengths: [
          'Suas decisões são bem fundamentadas e fáceis de explicar.',
          'Você identifica os pontos fracos de um plano antes que causem problemas.',
          'Você aprende um assunto a fundo e entende como as partes se encaixam.',
          'Os outros confiam a você as escolhas complexas.',
        ],
        watchOuts: [
          'Você pode gastar muito tempo em decisões que importam pouco.',
          'Esperar por mais informações pode fazer você perder o momento certo.',
          'Sua intuição pode trazer sinais úteis que a análise deixa passar.',
        ],
        recommendations: [
          'Defina para cada decisão um limite de tempo proporcional ao que está em jogo.',
          'Nas escolhas pequenas, fique com a primeira opção que atenda à sua necessidade principal.',
          'Antes de analisar, anote sua primeira impressão e compare-a com sua escolha final.',
          'Planeje seu aprendizado em etapas claras e revise toda semana o que aprendeu.',
          'Uma vez por semana, pratique uma decisão rápida numa situação de baixo risco, como escolher uma refeição.',
        ],
      },
    },
    neutral: {
      name: 'Pensamento equilibrado (neutro)',
      summary: 'Você alterna com flexibilidade entre a intuição e a análise cuidadosa, e nenhuma das duas formas de decidir predomina com clareza.',
      description: [
        'Seu estilo de pensamento é equilibrado. Quando você decide, nem a intuição nem a análise predominam com clareza: às vezes você segue uma primeira impressão, e às vezes quer conferir os fatos primeiro. A forma que você escolhe muitas vezes depende da situação, da sua experiência e do que está em jogo.',
        'Esta é uma forma preferida de decidir, e não uma medida de capacidade. A flexibilidade permite que você aja rápido em situações conhecidas e desacelere quando uma escolha é complexa. Ela também pode fazer com que você às vezes use a abordagem menos útil, ou fique indo e voltando entre as duas antes de se comprometer.',
        'Para crescer, torne a troca consciente: decida com antecedência quando uma escolha pede um instinto rápido e quando pede uma reflexão cuidadosa. Misturar prática com estudo estruturado costuma funcionar bem para você.',
      ],
      lists: {
        strengths: [
          'Você adapta sua forma de decidir à situação.',
          'Você consegue trabalhar bem tanto com quem decide rápido quanto com quem decide com cuidado.',
          'Você combina uma primeira impressão com uma checagem dos fatos.',
        ],
        watchOuts: [
          'Você pode analisar demais escolhas simples e se precipitar nas complexas.',
          'Alternar entre intuição e análise pode atrasar uma decisão.',
          'Os outros podem ficar em dúvida sobre como você vai abordar um problema.',
        ],
        recommendations: [
          'Antes de uma decisão, pergunte a si se ela é fácil de desfazer e, se for, decida rápido.',
          'Nas escolhas importantes, anote sua primeira impressão e depois confira dois fatos-chave.',
          'Conte aos colegas qual abordagem você está usando, para que saibam o que esperar.',
          'Alterne aprender fazendo com leituras ou cursos sobre o mesmo assunto.',
        ],
      },
    },
  },
};
